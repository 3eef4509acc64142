/**
 * Code tokens: Prism's token stream as lines of flat tokens (what the theme's code lines render),
 * and a compact text form of them that the build writes next to each code block, so a page shows
 * highlighted code without loading Prism (rehype-code-tokens.ts, index.tsx).
 *
 * Plain functions with no Prism of their own: the build (Node) and the browser's lazily loaded
 * engine (engine.ts) pass theirs in, both with the same grammars.
 */
import type PrismNamespace from 'prismjs';

type Prism = typeof PrismNamespace;
type PrismToken = PrismNamespace.Token;

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The line breaks Prism and the code block split on. */
const LINE_BREAK = /\r\n|\r|\n/;

/** The token an empty line keeps: the theme's line component renders it as an empty span. */
const emptyLine = (): Token[] => [{ types: ['plain'], content: '\n', empty: true }];

/** Prism's token stream as lines of flat tokens; a nested token's types include its parents'. */
export function tokenLines(stream: (string | PrismToken)[]): Token[][] {
  const lines: Token[][] = [[]];
  const add = (content: string, types: string[]) => {
    content.split(LINE_BREAK).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({ types, content: part });
    });
  };
  const walk = (items: (string | PrismToken)[], types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        add(item, types.length ? types : ['plain']);
        continue;
      }
      const alias = item.alias === undefined ? [] : Array.isArray(item.alias) ? item.alias : [item.alias];
      // A token of the same type as the one holding it adds no type (bash's `$(` inside `$(...)`).
      const nested = [...types, ...(types[types.length - 1] === item.type ? [] : [item.type]), ...alias];
      const content = item.content as string | PrismToken | (string | PrismToken)[];
      if (typeof content === 'string') add(content, nested);
      else walk(Array.isArray(content) ? content : [content], nested);
    }
  };
  walk(stream, []);
  return lines.map((line) => (line.length ? line : emptyLine()));
}

/** The code as plain lines: what a block shows before (or without) Prism. */
export function plainLines(code: string): Token[][] {
  return tokenLines([code]);
}

/** The code's tokens in `language` with the given Prism, or plain lines when it has no grammar for it. */
export function tokenizeWith(prism: Prism, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return plainLines(code);
  const env: PrismNamespace.Environment = { code, grammar, language, tokens: [] };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as PrismNamespace.Grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens as (string | PrismToken)[]);
}

/**
 * The tokens as text, without the code itself: the distinct type lists (`.`-joined, `,`-separated),
 * `|`, then one entry per line (`;`-separated): each token's length and type-list index in base 36
 * (`len:index`, space-separated); an empty line is empty. `"plain,keyword|3:1 2:0;;1:0"`.
 */
export function encodeTokens(lines: Token[][]): string {
  const combos: string[] = [];
  const indexOf = (types: string[]) => {
    const key = types.join('.');
    let at = combos.indexOf(key);
    if (at < 0) at = combos.push(key) - 1;
    return at.toString(36);
  };
  const body = lines.map((line) =>
    line.some((token) => token.empty)
      ? ''
      : line.map((token) => `${token.content.length.toString(36)}:${indexOf(token.types)}`).join(' '),
  );
  return `${combos.join(',')}|${body.join(';')}`;
}

/**
 * The tokens of `code` from their text form, or null when they do not fit the code (a length or a
 * line count that differs): the block then falls back to Prism instead of showing wrong text.
 */
export function decodeTokens(code: string, encoded: string): Token[][] | null {
  const bar = encoded.indexOf('|');
  if (bar < 0) return null;
  const combos = encoded
    .slice(0, bar)
    .split(',')
    .map((key) => key.split('.'));
  const entries = encoded.slice(bar + 1).split(';');
  const lines = code.split(LINE_BREAK);
  if (entries.length !== lines.length) return null;
  const out: Token[][] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i];
    if (entries[i] === '') {
      if (text !== '') return null;
      out.push(emptyLine());
      continue;
    }
    const line: Token[] = [];
    let at = 0;
    for (const pair of entries[i].split(' ')) {
      const [length, index] = pair.split(':').map((n) => parseInt(n, 36));
      const types = combos[index];
      if (!types || !(length > 0) || at + length > text.length) return null;
      line.push({ types, content: text.slice(at, at + length) });
      at += length;
    }
    if (at !== text.length) return null;
    out.push(line);
  }
  return out;
}

/**
 * The tokens of the code a block shows, from the tokens of the code it was given. The theme drops
 * magic-comment lines (`# highlight-next-line`) and a final line break before highlighting; each
 * line it keeps is found, in order, among the given code's lines. Null when one is not found.
 */
export function tokensForShownCode(given: string, givenTokens: Token[][], shown: string): Token[][] | null {
  const givenLines = given.split(LINE_BREAK);
  if (givenLines.length !== givenTokens.length) return null;
  const out: Token[][] = [];
  let at = 0;
  for (const line of shown.split(LINE_BREAK)) {
    while (at < givenLines.length && givenLines[at] !== line) at += 1;
    if (at === givenLines.length) return null;
    out.push(givenTokens[at]);
    at += 1;
  }
  return out;
}
