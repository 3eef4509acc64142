/**
 * Terraform type constraints and default values of module inputs, as the library data writes them:
 * a small parser that accepts exactly the constraint syntax Terraform accepts in a `variable` block
 * (`string`, `list(string)`, `map(object({ name = string, port = optional(number, 443) }))`, ...),
 * prints it in one canonical form, and checks a default value against it. Defaults are YAML values;
 * `hclValue` prints them as a reader would write them in a `.tf` file.
 */

export type TypeNode =
  | { kind: 'string' | 'number' | 'bool' | 'any' }
  | { kind: 'list' | 'set' | 'map'; element: TypeNode }
  | { kind: 'tuple'; elements: TypeNode[] }
  | { kind: 'object'; attributes: Attribute[] };

export interface Attribute {
  name: string;
  type: TypeNode;
  optional: boolean;
  /** The default of an `optional(type, default)` attribute, as written. */
  default?: string;
}

const primitives = new Set(['string', 'number', 'bool', 'any']);
const collections = new Set(['list', 'set', 'map']);

interface Token {
  kind: 'word' | 'punct' | 'literal';
  text: string;
  at: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'word', text: m[0], at: i });
      i += m[0].length;
    } else if (/[-0-9]/.test(c)) {
      const m = /^-?\d+(\.\d+)?/.exec(text.slice(i));
      if (!m) throw new TypeSyntaxError(`unexpected '${c}'`, i);
      tokens.push({ kind: 'literal', text: m[0], at: i });
      i += m[0].length;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) throw new TypeSyntaxError('unterminated string', i);
      tokens.push({ kind: 'literal', text: text.slice(i, j + 1), at: i });
      i = j + 1;
    } else if ('()[]{},='.includes(c)) {
      tokens.push({ kind: 'punct', text: c, at: i });
      i++;
    } else {
      throw new TypeSyntaxError(`unexpected '${c}'`, i);
    }
  }
  return tokens;
}

class TypeSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private next(what: string): Token {
    const t = this.tokens[this.i++];
    if (!t) throw new TypeSyntaxError(`ends where ${what} was expected`, Infinity);
    return t;
  }

  private expect(text: string): void {
    const t = this.next(`'${text}'`);
    if (t.text !== text) throw new TypeSyntaxError(`expected '${text}' but found '${t.text}'`, t.at);
  }

  done(): void {
    const t = this.peek();
    if (t) throw new TypeSyntaxError(`unexpected '${t.text}' after the end of the type`, t.at);
  }

  type(): TypeNode {
    const t = this.next('a type');
    if (t.kind !== 'word') throw new TypeSyntaxError(`expected a type but found '${t.text}'`, t.at);
    if (primitives.has(t.text)) return { kind: t.text as 'string' | 'number' | 'bool' | 'any' };
    if (collections.has(t.text)) {
      this.expect('(');
      const element = this.type();
      this.expect(')');
      return { kind: t.text as 'list' | 'set' | 'map', element };
    }
    if (t.text === 'tuple') {
      this.expect('(');
      this.expect('[');
      const elements: TypeNode[] = [];
      while (this.peek()?.text !== ']') {
        elements.push(this.type());
        if (this.peek()?.text === ',') this.i++;
        else break;
      }
      this.expect(']');
      this.expect(')');
      return { kind: 'tuple', elements };
    }
    if (t.text === 'object') {
      if (this.peek()?.text !== '(')
        throw new TypeSyntaxError(
          "'object' needs its attributes, e.g. object({ name = string }); use map(any) or any for free-form values",
          t.at,
        );
      this.expect('(');
      this.expect('{');
      const attributes: Attribute[] = [];
      while (this.peek() && this.peek()?.text !== '}') {
        const name = this.next('an attribute name');
        if (name.kind !== 'word' || !/^[a-z_][a-z0-9_]*$/.test(name.text))
          throw new TypeSyntaxError(`expected an attribute name but found '${name.text}'`, name.at);
        if (attributes.some((a) => a.name === name.text))
          throw new TypeSyntaxError(`attribute '${name.text}' appears twice`, name.at);
        this.expect('=');
        attributes.push({ name: name.text, ...this.attributeType() });
        if (this.peek()?.text === ',') this.i++;
      }
      this.expect('}');
      this.expect(')');
      if (attributes.length === 0) throw new TypeSyntaxError('an object type needs at least one attribute', t.at);
      return { kind: 'object', attributes };
    }
    throw new TypeSyntaxError(`'${t.text}' is not a Terraform type`, t.at);
  }

  private attributeType(): Omit<Attribute, 'name'> {
    if (this.peek()?.text !== 'optional') return { type: this.type(), optional: false };
    this.i++;
    this.expect('(');
    const type = this.type();
    let def: string | undefined;
    if (this.peek()?.text === ',') {
      this.i++;
      def = this.literal();
    }
    this.expect(')');
    return def === undefined ? { type, optional: true } : { type, optional: true, default: def };
  }

  /** A constant default of optional(): a string, number, bool, null, or a list or object of those. */
  private literal(): string {
    const t = this.next('a default value');
    if (t.kind === 'literal') return t.text;
    if (t.kind === 'word' && ['true', 'false', 'null'].includes(t.text)) return t.text;
    if (t.text === '[' || t.text === '{') {
      const close = t.text === '[' ? ']' : '}';
      const parts: string[] = [];
      while (this.peek()?.text !== close) {
        if (close === '}') {
          const key = this.next('a key');
          this.expect('=');
          parts.push(`${key.text} = ${this.literal()}`);
        } else parts.push(this.literal());
        if (this.peek()?.text === ',') this.i++;
        else break;
      }
      this.expect(close);
      if (!parts.length) return `${t.text}${close}`;
      return close === ']' ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
    }
    throw new TypeSyntaxError(`'${t.text}' is not a constant default value`, t.at);
  }
}

/** Parses a type constraint; the error says what is wrong and where. */
export function parseType(text: string): { type: TypeNode } | { error: string } {
  try {
    const parser = new Parser(tokenize(text));
    const type = parser.type();
    parser.done();
    return { type };
  } catch (e) {
    if (!(e instanceof TypeSyntaxError)) throw e;
    const where = Number.isFinite(e.at) ? ` (at character ${e.at + 1})` : '';
    return { error: `${e.message}${where}` };
  }
}

/** The canonical spelling of a parsed type, as the reference pages print it. */
export function formatType(t: TypeNode): string {
  switch (t.kind) {
    case 'list':
    case 'set':
    case 'map':
      return `${t.kind}(${formatType(t.element)})`;
    case 'tuple':
      return `tuple([${t.elements.map(formatType).join(', ')}])`;
    case 'object':
      return `object({ ${t.attributes
        .map((a) => {
          const type = formatType(a.type);
          const value = a.optional ? `optional(${type}${a.default === undefined ? '' : `, ${a.default}`})` : type;
          return `${a.name} = ${value}`;
        })
        .join(', ')} })`;
    default:
      return t.kind;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/**
 * Why `value` (a YAML value) cannot be a default of `type`, or null when it can. Strict where
 * Terraform would convert silently (a number for a string), so the page shows what the module declares.
 */
export function defaultMismatch(type: TypeNode, value: unknown, where = 'the default'): string | null {
  if (value === null) return null;
  switch (type.kind) {
    case 'any':
      return null;
    case 'string':
      return typeof value === 'string' ? null : `${where} must be a string (quote it in YAML)`;
    case 'number':
      return typeof value === 'number' ? null : `${where} must be a number`;
    case 'bool':
      return typeof value === 'boolean' ? null : `${where} must be true or false`;
    case 'list':
    case 'set':
      if (!Array.isArray(value)) return `${where} must be a list`;
      for (const [i, v] of value.entries()) {
        const m = defaultMismatch(type.element, v, `${where}[${i}]`);
        if (m) return m;
      }
      return null;
    case 'tuple':
      if (!Array.isArray(value) || value.length !== type.elements.length)
        return `${where} must be a list of ${type.elements.length} elements`;
      for (const [i, v] of value.entries()) {
        const m = defaultMismatch(type.elements[i], v, `${where}[${i}]`);
        if (m) return m;
      }
      return null;
    case 'map':
      if (!isPlainObject(value)) return `${where} must be a map`;
      for (const [k, v] of Object.entries(value)) {
        const m = defaultMismatch(type.element, v, `${where}.${k}`);
        if (m) return m;
      }
      return null;
    case 'object': {
      if (!isPlainObject(value)) return `${where} must be an object`;
      for (const k of Object.keys(value))
        if (!type.attributes.some((a) => a.name === k)) return `${where} has '${k}', which the object type lacks`;
      for (const a of type.attributes) {
        if (!(a.name in value)) {
          if (a.optional) continue;
          return `${where} lacks the attribute '${a.name}'`;
        }
        const m = defaultMismatch(a.type, value[a.name], `${where}.${a.name}`);
        if (m) return m;
      }
      return null;
    }
  }
}

/** A YAML value written as an HCL expression: `"t3.micro"`, `30`, `["0.0.0.0/0"]`, `{ operator = "Exists" }`. */
export function hclValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value).replace(/\$\{/g, () => '$${');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(hclValue).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    const key = (k: string) => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k) ? k : JSON.stringify(k));
    return `{ ${entries.map(([k, v]) => `${key(k)} = ${hclValue(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}
