/**
 * The scripts a production build shipped (build/assets/js): each one is valid JavaScript, and the
 * runtime every page loads holds no table that grows with the number of chunks (client-bundle names
 * lazily loaded chunks by their name and the build's hash, `chunkFilename` in its index.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkFilename, compileHint } from '../../plugins/client-bundle';
import { routeChunkNames } from '../../plugins/client-bundle/chunk-asset-plugin';
import { fetchedAssetPath, fetchedModules } from '../../plugins/client-bundle/fetched-data';

const build = path.resolve(__dirname, '../../build');
const generated = path.resolve(__dirname, '../../.docusaurus');
const js = path.join(build, 'assets/js');
if (!existsSync(js)) throw new Error(`${js} does not exist: run npm run build (or npm run build:e2e) first`);
const files = readdirSync(js).filter((f) => f.endsWith('.js'));

/** The syntax error of a classic script, or null; `new Script` compiles without running anything. */
function syntaxError(source: string): string | null {
  try {
    new Script(source);
    return null;
  } catch (error) {
    return error instanceof SyntaxError ? error.message : null;
  }
}

describe('shipped scripts', () => {
  it('the syntax check catches a table key that is not a valid identifier', () => {
    // The shape a minified name-to-hash table took at 10,000 pages: an unquoted key starting with a digit.
    expect(syntaxError('var m={623a9fd5:"1d5acc6c"};')).not.toBeNull();
    expect(syntaxError('var m={"623a9fd5":"1d5acc6c"};')).toBeNull();
  });

  it('every script in build/assets/js is valid JavaScript', () => {
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((f) => {
      const error = syntaxError(readFileSync(path.join(js, f), 'utf8'));
      return error ? [`${f}: ${error}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('lazily loaded chunks are named by their name and one build-wide hash', () => {
    expect(chunkFilename).toBe('assets/js/[name].[fullhash:8].js');
    const hashes = new Set(
      files.filter((f) => !/^(main|runtime~main)\./.test(f)).map((f) => /\.([0-9a-f]{8})\.js$/.exec(f)?.[1] ?? f),
    );
    expect([...hashes]).toHaveLength(1);
  });

  it('the runtime carries no per-chunk table: a few KB whatever the number of pages', () => {
    const [runtime] = files.filter((f) => f.startsWith('runtime~main.'));
    const source = readFileSync(path.join(js, runtime), 'utf8');
    // A name-to-hash table would name the chunks.
    const names = files.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '')).filter((n) => !/^(main|runtime~main)$/.test(n));
    expect(names.filter((n) => source.includes(n))).toEqual([]);
    const kb = gzipSync(source, { level: 9 }).length / 1024;
    console.log(`runtime~main.js: ${kb.toFixed(1)} KB gzip for ${files.length} scripts`);
    expect(kb).toBeLessThan(4);
  });

  it("main.js and the runtime open with V8's compile hint; lazily loaded chunks and stylesheets do not", () => {
    const first = (f: string) => readFileSync(f, 'utf8').split('\n', 1)[0].slice(0, 60);
    const entry = files.filter((f) => /^(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(f));
    expect(entry).toHaveLength(2);
    expect(entry.map((f) => first(path.join(js, f)))).toEqual([compileHint, compileHint]);
    // The hint makes V8 compile every function of a file: a lazily loaded chunk's may never run.
    const hinted = files.filter(
      (f) => !entry.includes(f) && readFileSync(path.join(js, f), 'utf8').includes(compileHint),
    );
    expect(hinted).toEqual([]);
    // A `//` line is not CSS.
    const css = path.join(build, 'assets/css');
    const cssHinted = readdirSync(css).filter((f) => readFileSync(path.join(css, f), 'utf8').includes(compileHint));
    expect(cssHinted).toEqual([]);
  });

  it('every chunk name link prefetching asks for has a file, or the runtime knows it has none', () => {
    const names = routeChunkNames(
      JSON.parse(readFileSync(path.resolve(__dirname, '../../.docusaurus/routesChunkNames.json'), 'utf8')),
    );
    // Fetched page data is prefetched by its data file's URL, never through the runtime.
    const fetched = fetchedModules(readFileSync(path.join(generated, 'registry.js'), 'utf8'));
    const withFile = new Set(files.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '')));
    const [runtime] = files.filter((f) => f.startsWith('runtime~main.'));
    const source = readFileSync(path.join(js, runtime), 'utf8');
    const unknown = [...names].filter(
      (n) => !fetched.has(n) && !withFile.has(n) && !source.includes(`"${n}"`) && !source.includes(`${n}:`),
    );
    expect(unknown).toEqual([]);
    // ...and the runtime names none of them.
    expect([...fetched.keys()].filter((n) => source.includes(n))).toEqual([]);
  });
});

describe('page data fetched instead of bundled (`.fetch.json`)', () => {
  const fetched = fetchedModules(readFileSync(path.join(generated, 'registry.js'), 'utf8'));

  it("every knowledge-base discussion's data is a file in build/assets/data with its content, and no script", () => {
    const discussions = readdirSync(path.resolve(__dirname, '../../data/knowledge-base/discussions')).length;
    expect(fetched.size).toBe(discussions);
    const missing = [...fetched.values()].filter((file) => {
      const content = readFileSync(file);
      const built = path.join(build, fetchedAssetPath(generated, file, content));
      return !existsSync(built) || !readFileSync(built).equals(content);
    });
    expect(missing).toEqual([]);
    expect(files.filter((f) => f.includes('discussions-knowledge-base') && f.startsWith('data-'))).toEqual([]);
  });
});
