/**
 * The shape of one mirrored discussion: the fields GitHub's GraphQL API returns for a Discussion,
 * as the sync tool writes them. A file that does not match stops the build with the file and field named.
 */

export interface Discussion {
  id: string;
  number: number;
  title: string;
  url: string;
  createdAt: string;
  updatedAt: string;
  category: { name: string };
  author: { login: string } | null;
  body: string;
  labels: { nodes: { name: string }[] };
  answer: { id: string; author: { login: string } | null; body: string; createdAt: string } | null;
}

export interface Provenance {
  source: string;
  fetchedAt: string;
  count: number;
}

export class KnowledgeBaseDataError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`knowledge base: ${file}: '${field}' ${problem}`);
    this.name = 'KnowledgeBaseDataError';
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function field<T>(file: string, obj: Obj, path: string, check: (v: unknown) => v is T, what: string): T {
  const value = path.split('.').reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), obj);
  if (!check(value)) throw new KnowledgeBaseDataError(file, path, `must be ${what}`);
  return value;
}

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const date = (v: unknown): v is string => typeof v === 'string' && isoDate.test(v) && !Number.isNaN(Date.parse(v));
const login = (v: unknown): v is { login: string } | null => v === null || (isObj(v) && nonEmptyString(v.login));

/** Validates a parsed file; `expectedNumber` is the number in the file name. */
export function validateDiscussion(value: unknown, file: string, expectedNumber?: number): Discussion {
  if (!isObj(value)) throw new KnowledgeBaseDataError(file, '(root)', 'must be a JSON object');
  const number = field(
    file,
    value,
    'number',
    (v): v is number => Number.isInteger(v) && (v as number) > 0,
    'a positive integer',
  );
  if (expectedNumber !== undefined && number !== expectedNumber) {
    throw new KnowledgeBaseDataError(file, 'number', `is ${number} but the file is named for ${expectedNumber}`);
  }
  field(file, value, 'id', nonEmptyString, 'a non-empty string');
  field(file, value, 'title', nonEmptyString, 'a non-empty string');
  const url = field(file, value, 'url', nonEmptyString, 'a URL');
  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+\/discussions\/\d+$/.test(url) || !url.endsWith(`/${number}`)) {
    throw new KnowledgeBaseDataError(file, 'url', `must be the discussion's GitHub URL ending in /${number}`);
  }
  const createdAt = field(file, value, 'createdAt', date, 'an ISO 8601 UTC date');
  const updatedAt = field(file, value, 'updatedAt', date, 'an ISO 8601 UTC date');
  if (updatedAt < createdAt) throw new KnowledgeBaseDataError(file, 'updatedAt', 'is earlier than createdAt');
  field(file, value, 'category.name', nonEmptyString, 'a non-empty string');
  field(file, value, 'author', login, "an object with a 'login' string, or null");
  field(file, value, 'body', nonEmptyString, 'non-empty markdown');
  const labels = field(file, value, 'labels.nodes', Array.isArray, 'an array');
  labels.forEach((l, i) => {
    if (!isObj(l) || !nonEmptyString(l.name))
      throw new KnowledgeBaseDataError(file, `labels.nodes[${i}].name`, 'must be a non-empty string');
  });
  if (value.answer !== null) {
    field(file, value, 'answer', isObj, 'an object or null');
    field(file, value, 'answer.id', nonEmptyString, 'a non-empty string');
    field(file, value, 'answer.author', login, "an object with a 'login' string, or null");
    field(file, value, 'answer.body', nonEmptyString, 'non-empty markdown');
    const answeredAt = field(file, value, 'answer.createdAt', date, 'an ISO 8601 UTC date');
    if (answeredAt < createdAt)
      throw new KnowledgeBaseDataError(file, 'answer.createdAt', 'is earlier than the question');
  }
  return value as unknown as Discussion;
}

export function validateProvenance(value: unknown, file: string): Provenance {
  if (!isObj(value)) throw new KnowledgeBaseDataError(file, '(root)', 'must be a JSON object');
  field(file, value, 'source', nonEmptyString, "the source repository ('owner/name')");
  field(file, value, 'fetchedAt', date, 'an ISO 8601 UTC date');
  field(file, value, 'count', (v): v is number => Number.isInteger(v) && (v as number) >= 0, 'a count');
  return value as unknown as Provenance;
}
