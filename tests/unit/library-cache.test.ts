/**
 * What the library plugin keeps between builds (plugins/library/cache.ts): the validated library
 * and the rendered change texts. A kept result must be the one the code would compute, an edited
 * file must be read again, and nothing that failed or warned may be kept.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TwinCache } from '../../plugins/llms/cache';
import { libraryCacheFile, openLibraryCache } from '../../plugins/library/cache';
import { loadLibrary, readLibrary } from '../../plugins/library/schema';
import { createMarkdownRenderer, withCodeTokens } from '../../plugins/library/render';
import { site } from '../../src/settings';

const root = path.resolve(__dirname, '../..');

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'cairn-library-cache-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the site's library data. */
function siteCopy(name: string): { dataDir: string; tags: string } {
  const dataDir = path.join(work, name, 'data/library');
  const tags = path.join(work, name, 'docs/tags.yml');
  cpSync(path.join(root, 'data/library'), dataDir, { recursive: true });
  cpSync(path.join(root, 'docs/tags.yml'), tags);
  return { dataDir, tags };
}

/**
 * What a new process starts with: no library read yet. readLibrary shares the libraries it read on
 * globalThis (schema.ts), so that the config, the sidebars and the plugin read the files once.
 */
function newProcess(): void {
  const shared = (globalThis as { [key: symbol]: { byDir: Map<string, unknown> } | undefined })[
    Symbol.for('cairn.library')
  ];
  if (!shared) throw new Error('readLibrary keeps no libraries on globalThis: update this test');
  shared.byDir.clear();
}

interface CacheFile {
  version: string;
  entries: Record<string, { repo: string; title: string }[]>;
}

describe('the library kept between builds (readLibrary with a cache file)', () => {
  it('gives a later build the kept library, equal to what loading the files gives', () => {
    const cacheFile = libraryCacheFile(work, 'library');
    const a = siteCopy('a');
    const first = readLibrary(a.dataDir, a.tags, cacheFile);
    const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
    expect(Object.keys(kept.entries)).toHaveLength(1);

    // The next build (a new process) with the same files takes the kept library: the same as
    // loading the files, frozen like it.
    newProcess();
    const second = readLibrary(a.dataDir, a.tags, cacheFile);
    expect(second).not.toBe(first);
    expect(isDeepStrictEqual(second.repos, loadLibrary(a.dataDir, a.tags).repos)).toBe(true);
    expect([...second.entries.keys()]).toEqual([...first.entries.keys()]);
    expect(second.entries.get(`${second.repos[0].repo}/${second.repos[0].entries[0].key}`)).toBe(
      second.repos[0].entries[0],
    );
    expect(Object.isFrozen(second.repos[0].entries[0])).toBe(true);

    // It did come from the cache: a mark put in the kept copy shows.
    const [key] = Object.keys(kept.entries);
    kept.entries[key][0].title = 'Marked in the cache';
    writeFileSync(cacheFile, JSON.stringify(kept));
    newProcess();
    expect(readLibrary(a.dataDir, a.tags, cacheFile).repos[0].title).toBe('Marked in the cache');

    // The same files in another folder are read: the library names its files by full path.
    const b = siteCopy('b');
    const elsewhere = readLibrary(b.dataDir, b.tags, cacheFile);
    expect(elsewhere.repos[0].title).not.toBe('Marked in the cache');
    expect(isDeepStrictEqual(elsewhere.repos, loadLibrary(b.dataDir, b.tags).repos)).toBe(true);
  });

  it('reads the files again after an edit, and keeps no library with a problem', () => {
    const cacheFile = libraryCacheFile(work, 'library');
    const a = siteCopy('a');
    const first = readLibrary(a.dataDir, a.tags, cacheFile);
    const repoFile = path.join(a.dataDir, 'repos', 'terraform-aws-asg.yml');
    const source = readFileSync(repoFile, 'utf8');
    writeFileSync(repoFile, source.replace(/^title: .*$/m, 'title: Edited title'));
    newProcess();
    const edited = readLibrary(a.dataDir, a.tags, cacheFile);
    expect(edited.repos.find((r) => r.repo === 'terraform-aws-asg')?.title).toBe('Edited title');
    expect(first.repos.find((r) => r.repo === 'terraform-aws-asg')?.title).not.toBe('Edited title');

    writeFileSync(repoFile, source.replace(/^title: .*$/m, 'title: 42'));
    const before = readFileSync(cacheFile, 'utf8');
    for (let build = 0; build < 2; build++) {
      newProcess();
      // Each build reports the problem: it is never hidden behind a kept library.
      expect(() => readLibrary(a.dataDir, a.tags, cacheFile)).toThrow(/terraform-aws-asg\.yml.*title/);
      expect(readFileSync(cacheFile, 'utf8')).toBe(before);
    }
  });
});

describe('the change texts rendered for the month pages (render.ts)', () => {
  const texts = [
    'Added the `vpc-app` module; see [the docs](/library/reference/) and <https://example.com/x>.',
    '```hcl\nmodule "vpc" {\n  source = "x"\n}\n```',
    '- one\n- two **bold**\n\n| a | b |\n| - | - |\n| 1 | 2 |',
  ];

  it('writes trees without source positions, and a later build takes them from the cache', async () => {
    const file = path.join(work, 'render.json');
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const cache = openLibraryCache(file);
    const render = withCodeTokens(await createMarkdownRenderer({ siteUrl: site.defaultUrl, warn, cache }));
    const fresh = texts.map((t) => render(t, 'repos/x.yml'));
    expect(JSON.stringify(fresh)).not.toContain('"position"');
    cache.save();

    const uncached = withCodeTokens(await createMarkdownRenderer({ siteUrl: site.defaultUrl, warn }));
    expect(texts.map((t) => uncached(t, 'repos/x.yml'))).toEqual(fresh);

    const later = openLibraryCache(file);
    const fromCache = withCodeTokens(await createMarkdownRenderer({ siteUrl: site.defaultUrl, warn, cache: later }));
    expect(texts.map((t) => fromCache(t, 'repos/x.yml'))).toEqual(fresh);
    expect(later.hits).toBe(texts.length);
    expect(later.misses).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('renders a text that warns in every build, so that every build warns', async () => {
    const file = path.join(work, 'render.json');
    const broken = 'See [the page](http://[oops) and [that one](https://developer.hashicorp.com/).';
    for (let build = 0; build < 2; build++) {
      const warnings: string[] = [];
      const cache = new TwinCache(file, 'v');
      const render = await createMarkdownRenderer({
        siteUrl: site.defaultUrl,
        warn: (message) => warnings.push(message),
        cache,
      });
      render(broken, 'repos/x.yml');
      cache.save();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('repos/x.yml');
      expect(cache.hits).toBe(0);
    }
  });
});
