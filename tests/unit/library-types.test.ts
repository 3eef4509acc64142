/** Terraform type constraints and default values of the library data (plugins/library/types.ts). */
import { describe, expect, it } from 'vitest';
import { defaultMismatch, formatType, hclValue, parseType, type TypeNode } from '../../plugins/library/types';

const parsed = (text: string): TypeNode => {
  const r = parseType(text);
  if ('error' in r) throw new Error(r.error);
  return r.type;
};

describe('type constraints', () => {
  it.each([
    ['string', 'string'],
    ['list( string )', 'list(string)'],
    ['map(list(number))', 'map(list(number))'],
    ['set(any)', 'set(any)'],
    ['tuple([string, number,bool])', 'tuple([string, number, bool])'],
    [
      'object({\n  name = string\n  port = optional(number, 443)\n  tags = optional(map(string), {})\n})',
      'object({ name = string, port = optional(number, 443), tags = optional(map(string), {}) })',
    ],
    [
      'list(object({ cidr = string, ports = optional(list(number), [22, 443]), mode = optional(string, "strict") }))',
      'list(object({ cidr = string, ports = optional(list(number), [22, 443]), mode = optional(string, "strict") }))',
    ],
  ])('accepts %s and prints it canonically', (text, canonical) => {
    expect(formatType(parsed(text))).toBe(canonical);
  });

  it.each([
    ['object', /'object' needs its attributes/],
    ['list(object)', /'object' needs its attributes/],
    ['map(object({...}))', /unexpected '\.'/],
    ['str', /'str' is not a Terraform type/],
    ['list(string', /ends where '\)' was expected/],
    ['list(string))', /unexpected '\)' after the end of the type/],
    ['object({ a = string, a = number })', /attribute 'a' appears twice/],
    ['object({})', /needs at least one attribute/],
    ['optional(string)', /'optional' is not a Terraform type/],
    ['map(string) # comment', /unexpected '#'/],
  ])('refuses %s', (text, message) => {
    const r = parseType(text);
    expect('error' in r && r.error).toMatch(message);
  });
});

describe('defaults', () => {
  it('accepts values of the type, and null for any type', () => {
    expect(defaultMismatch(parsed('string'), 't3.micro')).toBeNull();
    expect(defaultMismatch(parsed('number'), 30)).toBeNull();
    expect(defaultMismatch(parsed('list(string)'), ['0.0.0.0/0'])).toBeNull();
    expect(defaultMismatch(parsed('map(number)'), { a: 1 })).toBeNull();
    expect(defaultMismatch(parsed('object({ a = string, b = optional(number) })'), { a: 'x' })).toBeNull();
    expect(defaultMismatch(parsed('list(string)'), null)).toBeNull();
    expect(defaultMismatch(parsed('any'), { anything: [1, 'two'] })).toBeNull();
  });

  it('says where a value does not fit', () => {
    expect(defaultMismatch(parsed('string'), 30)).toBe('the default must be a string (quote it in YAML)');
    expect(defaultMismatch(parsed('bool'), 'true')).toBe('the default must be true or false');
    expect(defaultMismatch(parsed('list(number)'), [1, 'two'])).toBe('the default[1] must be a number');
    expect(defaultMismatch(parsed('map(string)'), { a: ['x'] })).toBe(
      'the default.a must be a string (quote it in YAML)',
    );
    expect(defaultMismatch(parsed('object({ a = string })'), { a: 'x', b: 1 })).toBe(
      "the default has 'b', which the object type lacks",
    );
    expect(defaultMismatch(parsed('tuple([string, number])'), ['x'])).toBe('the default must be a list of 2 elements');
  });

  it('prints YAML values as HCL expressions', () => {
    expect(hclValue(null)).toBe('null');
    expect(hclValue('t3.micro')).toBe('"t3.micro"');
    expect(hclValue(30)).toBe('30');
    expect(hclValue(false)).toBe('false');
    expect(hclValue([])).toBe('[]');
    expect(hclValue({})).toBe('{}');
    expect(hclValue(['sqs', 'https'])).toBe('["sqs", "https"]');
    expect(hclValue([{ operator: 'Exists' }])).toBe('[{ operator = "Exists" }]');
    expect(hclValue({ 'kubernetes.io/role': 'elb', Team: 'platform' })).toBe(
      '{ "kubernetes.io/role" = "elb", Team = "platform" }',
    );
    expect(hclValue('${var.x}')).toBe('"$${var.x}"');
  });
});
