/**
 * Module and service interfaces in the library data: each entry's inputs and outputs today, and the
 * interface changes its releases record, so the interface at any released version can be computed
 * (the example checker holds an upgrade guide's 'before' example to the old interface). Validation
 * names the file and the field, like the rest of schema.ts.
 */
import { defaultMismatch, formatType, parseType } from './types';

export interface Input {
  name: string;
  /** Terraform type constraint, in canonical form. */
  type: string;
  required: boolean;
  /** The default value (a YAML value; null is Terraform's null). Absent when required. */
  default?: unknown;
  /** Inline markdown. */
  description: string;
}

export interface Output {
  name: string;
  /** Inline markdown. */
  description: string;
}

/** What one release change did to the interface of the entries it affects. */
export interface InterfaceChange {
  inputsAdded: string[];
  inputsRemoved: string[];
  inputsRenamed: { from: string; to: string }[];
  inputsNowRequired: string[];
  inputsNowOptional: string[];
  outputsAdded: string[];
  outputsRemoved: string[];
}

/** The YAML keys of a change's `interface` mapping, in the order the README lists them. */
export const interfaceChangeKeys = [
  'inputs_added',
  'inputs_removed',
  'inputs_renamed',
  'inputs_now_required',
  'inputs_now_optional',
  'outputs_added',
  'outputs_removed',
] as const;

/** An interface at one version: input name -> required; output names. */
export interface InterfaceState {
  inputs: Map<string, boolean>;
  outputs: Set<string>;
}

type Obj = Record<string, unknown>;
type At = (field: string, problem: string) => void;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const identifier = /^[a-z][a-z0-9_]*$/;

function inlineMarkdownProblem(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return 'must say, in a sentence of inline markdown, what it is';
  if (/\n\s*\n/.test(v.trim())) return 'must be one paragraph of inline markdown (no blank lines)';
  if (/^\s*(#|[-*+] |\d+\. |\||```)/m.test(v))
    return 'must be inline markdown (no headings, lists, tables or code fences)';
  return null;
}

/** Reads `inputs:` of an entry; `field` is the entry's name in messages. */
export function validateInputs(raw: unknown, field: string, at: At): Input[] {
  if (!Array.isArray(raw)) {
    at(`${field}.inputs`, 'must be a list of inputs (name, type, required or default, description); [] if none');
    return [];
  }
  const inputs: Input[] = [];
  raw.forEach((r, i) => {
    const f = `${field}.inputs[${i}]`;
    if (!isObj(r)) return at(f, 'must be a mapping with name, type, required or default, description');
    const name = r.name;
    if (typeof name !== 'string' || !identifier.test(name))
      return at(`${f}.name`, 'must be the Terraform variable name, lower case with underscores, e.g. vpc_name');
    const g = `${field}.inputs[${i}] (${name})`;
    if (inputs.some((x) => x.name === name)) at(`${g}.name`, 'appears twice; each input is listed once');
    for (const k of Object.keys(r))
      if (!['name', 'type', 'required', 'default', 'description'].includes(k))
        at(`${g}.${k}`, 'is not a field of an input (name, type, required, default, description)');
    let type = 'any';
    let parsed: ReturnType<typeof parseType> | undefined;
    if (typeof r.type !== 'string' || r.type.trim() === '')
      at(`${g}.type`, 'must be a Terraform type constraint, e.g. string, list(string), map(object({ port = number }))');
    else {
      parsed = parseType(r.type);
      if ('error' in parsed)
        at(
          `${g}.type`,
          `is '${r.type.trim()}', which is not a Terraform type constraint: ${parsed.error}; write e.g. list(string) or object({ name = string })`,
        );
      else type = formatType(parsed.type);
    }
    if (r.required !== undefined && typeof r.required !== 'boolean') at(`${g}.required`, 'must be true or false');
    const required = r.required === true;
    const hasDefault = 'default' in r;
    if (required && hasDefault)
      at(`${g}.default`, 'is set on a required input; a required input has no default (remove one of the two)');
    if (!required && !hasDefault)
      at(`${g}`, 'has neither required: true nor a default; an optional input states its default (null if none)');
    if (hasDefault && parsed && 'type' in parsed) {
      const mismatch = defaultMismatch(parsed.type, r.default);
      if (mismatch) at(`${g}.default`, `does not fit the type ${type}: ${mismatch}`);
    }
    const descriptionProblem = inlineMarkdownProblem(r.description);
    if (descriptionProblem) at(`${g}.description`, descriptionProblem);
    inputs.push({
      name,
      type,
      required,
      ...(hasDefault && !required ? { default: r.default } : {}),
      description: typeof r.description === 'string' ? r.description.trim() : '',
    });
  });
  return inputs;
}

/** Reads `outputs:` of an entry. */
export function validateOutputs(raw: unknown, field: string, at: At): Output[] {
  if (!Array.isArray(raw)) {
    at(`${field}.outputs`, 'must be a list of outputs (name, description); [] if none');
    return [];
  }
  const outputs: Output[] = [];
  raw.forEach((r, i) => {
    const f = `${field}.outputs[${i}]`;
    if (!isObj(r)) return at(f, 'must be a mapping with name and description');
    const name = r.name;
    if (typeof name !== 'string' || !identifier.test(name))
      return at(`${f}.name`, 'must be the Terraform output name, lower case with underscores, e.g. vpc_id');
    const g = `${field}.outputs[${i}] (${name})`;
    if (outputs.some((x) => x.name === name)) at(`${g}.name`, 'appears twice; each output is listed once');
    for (const k of Object.keys(r))
      if (!['name', 'description'].includes(k)) at(`${g}.${k}`, 'is not a field of an output (name, description)');
    const descriptionProblem = inlineMarkdownProblem(r.description);
    if (descriptionProblem) at(`${g}.description`, descriptionProblem);
    outputs.push({ name, description: typeof r.description === 'string' ? r.description.trim() : '' });
  });
  return outputs;
}

/** Reads one interface record; `f` is its field path in messages. */
export function validateInterfaceChange(raw: unknown, f: string, at: At): InterfaceChange | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    at(f, `must be a mapping with any of ${interfaceChangeKeys.join(', ')}`);
    return undefined;
  }
  const names = (key: string): string[] => {
    const v = raw[key];
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((n) => typeof n !== 'string' || !identifier.test(n))) {
      at(`${f}.${key}`, 'must be a list of input or output names, e.g. [vpc_name]');
      return [];
    }
    return v as string[];
  };
  for (const k of Object.keys(raw))
    if (!(interfaceChangeKeys as readonly string[]).includes(k))
      at(`${f}.${k}`, `is not an interface change; use one of ${interfaceChangeKeys.join(', ')}`);
  const renamed: { from: string; to: string }[] = [];
  if (raw.inputs_renamed !== undefined) {
    if (!isObj(raw.inputs_renamed)) at(`${f}.inputs_renamed`, 'must map each old name to its new name');
    else
      for (const [from, to] of Object.entries(raw.inputs_renamed)) {
        if (!identifier.test(from) || typeof to !== 'string' || !identifier.test(to) || from === to)
          at(`${f}.inputs_renamed`, `maps '${from}' to '${String(to)}'; write old_name: new_name`);
        else renamed.push({ from, to });
      }
  }
  const change: InterfaceChange = {
    inputsAdded: names('inputs_added'),
    inputsRemoved: names('inputs_removed'),
    inputsRenamed: renamed,
    inputsNowRequired: names('inputs_now_required'),
    inputsNowOptional: names('inputs_now_optional'),
    outputsAdded: names('outputs_added'),
    outputsRemoved: names('outputs_removed'),
  };
  if (Object.values(change).every((v) => v.length === 0)) at(f, 'records no change; remove it');
  return change;
}

/** Whether a change can break a caller that keeps its arguments (removals, renames, newly required inputs). */
export function breaksCallers(change: InterfaceChange, after: InterfaceState): string[] {
  return [
    ...change.inputsRemoved.map((n) => `removes the input '${n}'`),
    ...change.inputsRenamed.map((r) => `renames the input '${r.from}' to '${r.to}'`),
    ...change.inputsNowRequired.map((n) => `makes the input '${n}' required`),
    ...change.inputsAdded.filter((n) => after.inputs.get(n) === true).map((n) => `adds the required input '${n}'`),
    ...change.outputsRemoved.map((n) => `removes the output '${n}'`),
  ];
}

/**
 * The state before a change, from the state after it, or the problems that make the record
 * inconsistent with the interface that follows it (a name added that is not there, ...).
 */
export function undoChange(
  after: InterfaceState,
  change: InterfaceChange,
): { before: InterfaceState; problems: string[] } {
  const inputs = new Map(after.inputs);
  const outputs = new Set(after.outputs);
  const problems: string[] = [];
  for (const n of change.inputsAdded) {
    if (!inputs.has(n)) problems.push(`inputs_added names '${n}', which is not an input after this release`);
    inputs.delete(n);
  }
  for (const { from, to } of change.inputsRenamed) {
    if (!inputs.has(to)) problems.push(`inputs_renamed names '${to}', which is not an input after this release`);
    if (inputs.has(from)) problems.push(`inputs_renamed names '${from}', which is still an input after this release`);
    inputs.set(from, inputs.get(to) ?? false);
    inputs.delete(to);
  }
  for (const n of change.inputsRemoved) {
    if (inputs.has(n)) problems.push(`inputs_removed names '${n}', which is still an input after this release`);
    inputs.set(n, false);
  }
  for (const n of change.inputsNowRequired) {
    if (inputs.get(n) !== true)
      problems.push(`inputs_now_required names '${n}', which is not a required input after this release`);
    inputs.set(n, false);
  }
  for (const n of change.inputsNowOptional) {
    if (inputs.get(n) !== false)
      problems.push(`inputs_now_optional names '${n}', which is not an optional input after this release`);
    inputs.set(n, true);
  }
  for (const n of change.outputsAdded) {
    if (!outputs.has(n)) problems.push(`outputs_added names '${n}', which is not an output after this release`);
    outputs.delete(n);
  }
  for (const n of change.outputsRemoved) {
    if (outputs.has(n)) problems.push(`outputs_removed names '${n}', which is still an output after this release`);
    outputs.add(n);
  }
  return { before: { inputs, outputs }, problems };
}

export const stateOf = (inputs: Input[], outputs: Output[]): InterfaceState => ({
  inputs: new Map(inputs.map((i) => [i.name, i.required])),
  outputs: new Set(outputs.map((o) => o.name)),
});
