/**
 * Mirrors the discussions of a GitHub repository into data/knowledge-base/ through the GraphQL API.
 * Paginates, retries with backoff on rate limits and server errors, stops with a clear message on a
 * rejected token, writes only files whose content changed, and deletes nothing unless asked to.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateDiscussion, type Discussion, type Provenance } from '../../plugins/knowledge-base/schema';

export interface SyncOptions {
  /** 'owner/name' of the repository whose discussions are mirrored. */
  repository: string;
  token: string;
  endpoint: string;
  /** Folder holding discussions/ and provenance.json. */
  dataDir: string;
  prune: boolean;
  pageSize?: number;
  maxRetries?: number;
  /** First backoff delay; doubles on each retry. */
  baseDelayMs?: number;
  /** Upper bound for any single wait, including a server's Retry-After. */
  maxDelayMs?: number;
  log?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface SyncResult {
  fetched: number;
  written: number;
  unchanged: number;
  pruned: number;
  /** Local files with no discussion upstream, kept because --prune was not given. */
  orphans: string[];
}

export class SyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncError';
  }
}

const query = `query($owner: String!, $name: String!, $first: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    discussions(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: ASC }) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id number title url createdAt updatedAt
        category { name }
        author { login }
        body
        labels(first: 20) { nodes { name } }
        answer { id author { login } body createdAt }
      }
    }
  }
}`;

interface Page {
  nodes: unknown[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** One GraphQL request, retried on secondary/primary rate limits and 5xx. */
async function request(
  opts: Required<Omit<SyncOptions, 'prune' | 'dataDir'>>,
  variables: Record<string, unknown>,
): Promise<Page> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(opts.endpoint, {
        method: 'POST',
        headers: {
          Authorization: `bearer ${opts.token}`,
          'Content-Type': 'application/json',
          'User-Agent': 'cairn-docs-kb-sync',
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch (e) {
      if (attempt >= opts.maxRetries) throw new SyncError(`cannot reach ${opts.endpoint}: ${(e as Error).message}`);
      await backoff(opts, attempt, undefined, `network error (${(e as Error).message})`);
      continue;
    }
    const text = await res.text();
    if (res.status === 401) {
      throw new SyncError(
        'GitHub rejected GITHUB_TOKEN (401 Bad credentials): create a token with read access to discussions and try again.',
      );
    }
    const rateLimited =
      res.status === 429 ||
      (res.status === 403 && (/rate limit/i.test(text) || res.headers.get('x-ratelimit-remaining') === '0'));
    if (rateLimited || res.status >= 500) {
      if (attempt >= opts.maxRetries)
        throw new SyncError(`gave up after ${attempt + 1} attempts: HTTP ${res.status} from ${opts.endpoint}`);
      await backoff(
        opts,
        attempt,
        waitFromHeaders(res.headers, opts.now()),
        rateLimited ? `rate limited (HTTP ${res.status})` : `HTTP ${res.status}`,
      );
      continue;
    }
    if (res.status === 403) throw new SyncError(`GitHub refused the request (403): ${text.slice(0, 200)}`);
    if (!res.ok) throw new SyncError(`unexpected HTTP ${res.status} from ${opts.endpoint}: ${text.slice(0, 200)}`);
    let body: { data?: { repository?: { discussions?: Page } | null }; errors?: { message: string }[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new SyncError(`the API answered with something that is not JSON: ${text.slice(0, 200)}`);
    }
    if (body.errors?.length) throw new SyncError(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
    const page = body.data?.repository?.discussions;
    if (!page) throw new SyncError(`repository ${opts.repository} not found, or it has discussions turned off`);
    return page;
  }
}

/** Retry-After (seconds) or X-RateLimit-Reset (epoch seconds), in ms. */
function waitFromHeaders(headers: Headers, now: Date): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null && /^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
  const reset = headers.get('x-ratelimit-reset');
  if (headers.get('x-ratelimit-remaining') === '0' && reset !== null && /^\d+$/.test(reset)) {
    return Math.max(0, Number(reset) * 1000 - now.getTime());
  }
  return undefined;
}

async function backoff(
  opts: Required<Omit<SyncOptions, 'prune' | 'dataDir'>>,
  attempt: number,
  serverWait: number | undefined,
  why: string,
) {
  const wait = Math.min(opts.maxDelayMs, serverWait ?? opts.baseDelayMs * 2 ** attempt);
  opts.log(`${why}; retrying in ${Math.round(wait / 1000)} s (attempt ${attempt + 2} of ${opts.maxRetries + 1})`);
  await opts.sleep(wait);
}

/** The file text for a discussion: stable key order, two-space indent, trailing newline. */
export function serializeDiscussion(d: Discussion): string {
  const ordered = {
    id: d.id,
    number: d.number,
    title: d.title,
    url: d.url,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    category: { name: d.category.name },
    author: d.author ? { login: d.author.login } : null,
    body: d.body,
    labels: { nodes: d.labels.nodes.map((l) => ({ name: l.name })) },
    answer: d.answer
      ? {
          id: d.answer.id,
          author: d.answer.author ? { login: d.answer.author.login } : null,
          body: d.answer.body,
          createdAt: d.answer.createdAt,
        }
      : null,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

export async function syncKnowledgeBase(options: SyncOptions): Promise<SyncResult> {
  const [owner, name] = options.repository.split('/');
  if (!owner || !name) throw new SyncError(`repository must be 'owner/name', not '${options.repository}'`);
  if (!options.token) throw new SyncError('GITHUB_TOKEN is not set: the GraphQL API needs a token.');
  const opts = {
    repository: options.repository,
    token: options.token,
    endpoint: options.endpoint,
    pageSize: options.pageSize ?? 50,
    maxRetries: options.maxRetries ?? 5,
    baseDelayMs: options.baseDelayMs ?? 2000,
    maxDelayMs: options.maxDelayMs ?? 120_000,
    log: options.log ?? ((m: string) => console.log(m)),
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
    now: options.now ?? (() => new Date()),
  };

  const discussions: Discussion[] = [];
  let after: string | null = null;
  for (let pageNo = 1; ; pageNo++) {
    const page: Page = await request(opts, { owner, name, first: opts.pageSize, after });
    for (const node of page.nodes) {
      const n = (node as { number?: unknown }).number;
      discussions.push(validateDiscussion(node, `${options.repository} discussion #${String(n)}`));
    }
    opts.log(`page ${pageNo}: ${page.nodes.length} discussions`);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }

  const dir = path.join(options.dataDir, 'discussions');
  mkdirSync(dir, { recursive: true });
  let written = 0;
  let unchanged = 0;
  const keep = new Set<string>();
  for (const d of discussions) {
    const file = path.join(dir, `${d.number}.json`);
    keep.add(`${d.number}.json`);
    const text = serializeDiscussion(d);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) {
      unchanged++;
    } else {
      writeFileSync(file, text);
      written++;
    }
  }

  const orphans = readdirSync(dir).filter((f) => f.endsWith('.json') && !keep.has(f));
  let pruned = 0;
  if (options.prune) {
    for (const f of orphans) unlinkSync(path.join(dir, f));
    pruned = orphans.length;
  } else if (orphans.length) {
    opts.log(
      `${orphans.length} local files have no discussion upstream and were kept (use --prune to delete): ${orphans.join(', ')}`,
    );
  }

  const provenance: Provenance = {
    source: options.repository,
    fetchedAt: opts
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    count: readdirSync(dir).filter((f) => f.endsWith('.json')).length,
  };
  writeFileSync(path.join(options.dataDir, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
  opts.log(`fetched ${discussions.length}, wrote ${written}, unchanged ${unchanged}, pruned ${pruned}`);
  return { fetched: discussions.length, written, unchanged, pruned, orphans: options.prune ? [] : orphans };
}
