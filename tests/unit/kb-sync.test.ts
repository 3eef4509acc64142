/**
 * The sync tool against a fake GitHub GraphQL server on 127.0.0.1: paging, a secondary rate limit,
 * a 500, a bad token, unchanged files, --prune. No network.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncKnowledgeBase } from '../../scripts/kb-sync/sync';

const discussion = (n: number, answered = true) => ({
  id: `D_kwDOCairnKB${String(n).padStart(5, '0')}`,
  number: n,
  title: `Question number ${n}`,
  url: `https://github.com/cairn-io/knowledge-base/discussions/${n}`,
  createdAt: `2022-01-${String(n).padStart(2, '0')}T10:00:00Z`,
  updatedAt: `2022-01-${String(n).padStart(2, '0')}T12:00:00Z`,
  category: { name: 'Q&A' },
  author: { login: `user-${n}` },
  body: `How do I do thing ${n}?`,
  labels: { nodes: [{ name: 'terraform' }] },
  answer: answered
    ? {
        id: `DC_kwDOCairnKB${String(n).padStart(5, '0')}`,
        author: { login: 'cairn-rhea' },
        body: 'Like this.',
        createdAt: `2022-01-${String(n).padStart(2, '0')}T11:00:00Z`,
      }
    : null,
});

const all = [3, 5, 6, 8, 10].map((n) => discussion(n, n !== 8));

/** Scripted failures, consumed in order, before normal answers. */
let script: ('secondary-rate-limit' | 'server-error' | 'primary-rate-limit')[] = [];
let requests: { auth?: string; after: string | null }[] = [];
let server: Server;
let endpoint: string;

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const { variables } = JSON.parse(raw) as { variables: { first: number; after: string | null } };
    requests.push({ auth: req.headers.authorization, after: variables.after });
    if (req.headers.authorization !== 'bearer good-token') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Bad credentials' }));
      return;
    }
    const failure = script.shift();
    if (failure === 'secondary-rate-limit') {
      res
        .writeHead(403, { 'Retry-After': '1' })
        .end(JSON.stringify({ message: 'You have exceeded a secondary rate limit.' }));
      return;
    }
    if (failure === 'primary-rate-limit') {
      res
        .writeHead(403, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '0' })
        .end('{"message":"API rate limit exceeded"}');
      return;
    }
    if (failure === 'server-error') {
      res.writeHead(500).end('oops');
      return;
    }
    const start = variables.after ? Number(variables.after) : 0;
    const nodes = all.slice(start, start + variables.first);
    const next = start + variables.first;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        data: {
          repository: {
            discussions: {
              nodes,
              pageInfo: { hasNextPage: next < all.length, endCursor: next < all.length ? String(next) : null },
            },
          },
        },
      }),
    );
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  script = [];
  requests = [];
});

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-sync-'));
  const waits: number[] = [];
  const logs: string[] = [];
  const run = (extra: { token?: string; prune?: boolean } = {}) =>
    syncKnowledgeBase({
      repository: 'cairn-io/knowledge-base',
      token: extra.token ?? 'good-token',
      endpoint,
      dataDir,
      prune: extra.prune ?? false,
      pageSize: 2,
      baseDelayMs: 10,
      sleep: async (ms) => void waits.push(ms),
      log: (m) => logs.push(m),
      now: () => new Date('2023-06-30T12:00:00.123Z'),
    });
  return { dataDir, waits, logs, run };
}

describe('kb:sync', () => {
  it('pages through every discussion, survives a secondary rate limit and a 500, and writes the provenance', async () => {
    const { dataDir, waits, run } = setup();
    script = ['secondary-rate-limit', 'server-error'];
    const result = await run();
    expect(result).toMatchObject({ fetched: 5, written: 5, unchanged: 0, pruned: 0 });
    // 3 pages of 2, plus the two failed attempts.
    expect(requests.map((r) => r.after)).toEqual([null, null, null, '2', '4']);
    expect(waits).toEqual([1000, 20]); // Retry-After: 1 s, then exponential backoff (10 ms × 2^1)
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'discussions/8.json'), 'utf8'));
    expect(saved).toEqual(all[3]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'provenance.json'), 'utf8'))).toEqual({
      source: 'cairn-io/knowledge-base',
      fetchedAt: '2023-06-30T12:00:00Z',
      count: 5,
    });
  });

  it('waits for a primary rate limit reset', async () => {
    const { waits, run } = setup();
    script = ['primary-rate-limit'];
    await run();
    expect(waits).toEqual([0]);
  });

  it('stops with a clear message on a bad token and writes nothing', async () => {
    const { dataDir, run } = setup();
    await expect(run({ token: 'wrong' })).rejects.toThrow(/rejected GITHUB_TOKEN \(401 Bad credentials\)/);
    expect(existsSync(path.join(dataDir, 'provenance.json'))).toBe(false);
    await expect(run({ token: '' })).rejects.toThrow(/GITHUB_TOKEN is not set/);
  });

  it('gives up after repeated server errors', async () => {
    const { run } = setup();
    script = Array(6).fill('server-error');
    await expect(run()).rejects.toThrow(/gave up after 6 attempts: HTTP 500/);
  });

  it('rewrites only changed files and keeps local files unless --prune', async () => {
    const { dataDir, logs, run } = setup();
    await run();
    const file5 = path.join(dataDir, 'discussions/5.json');
    const before = statSync(file5).mtimeMs;
    mkdirSync(path.join(dataDir, 'discussions'), { recursive: true });
    writeFileSync(path.join(dataDir, 'discussions/999.json'), '{}');
    writeFileSync(path.join(dataDir, 'discussions/6.json'), 'stale');
    await new Promise((r) => setTimeout(r, 20));
    const second = await run();
    expect(second).toMatchObject({ written: 1, unchanged: 4, pruned: 0, orphans: ['999.json'] });
    expect(statSync(file5).mtimeMs).toBe(before);
    expect(logs.some((l) => /999\.json/.test(l) && /--prune/.test(l))).toBe(true);
    expect(existsSync(path.join(dataDir, 'discussions/999.json'))).toBe(true);
    const third = await run({ prune: true });
    expect(third).toMatchObject({ written: 0, pruned: 1 });
    expect(existsSync(path.join(dataDir, 'discussions/999.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'provenance.json'), 'utf8')).count).toBe(5);
  });
});
