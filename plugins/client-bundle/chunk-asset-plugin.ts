/**
 * `__webpack_require__.gca(chunkName)` returns a chunk's URL; Docusaurus's link prefetching calls it
 * with the chunk names of a route. Docusaurus's own ChunkAssetPlugin maps each name to its numeric
 * chunk id with a table of every route chunk in runtime~main.js (~5 KB gzip on every page). With
 * named chunk ids (client-bundle sets `optimization.chunkIds: 'named'`) a chunk's id is its name,
 * so this replacement needs no table: it asks the chunk-filename function directly.
 *
 * The build fails if a named chunk's id ever differs from its name, since the lookup would then
 * produce a wrong URL.
 */
import { readFileSync } from 'node:fs';

/** The parts of the bundler API (Rspack or webpack) this plugin uses. */
interface RuntimeModuleBase {
  new (name: string, stage: number): object;
  STAGE_ATTACH: number;
}
interface ChunkLike {
  id: string | number | null;
  name?: string | null;
}
interface CompilationLike {
  chunks: Iterable<ChunkLike>;
  errors: Error[];
  addRuntimeModule(chunk: ChunkLike, module: object): void;
  hooks: {
    additionalTreeRuntimeRequirements: { tap(name: string, fn: (chunk: ChunkLike) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
}
export interface CompilerLike {
  webpack: {
    RuntimeModule: RuntimeModuleBase;
    RuntimeGlobals: { publicPath: string; getChunkScriptFilename: string };
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    WebpackError: new (message: string) => Error;
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

const pluginName = 'cairn-chunk-asset';

/** Named chunks whose id is not their name: `gca(name)` would resolve them to the wrong file. */
export function chunksWithForeignIds(chunks: Iterable<ChunkLike>): string[] {
  return [...chunks].filter((c) => c.name && String(c.id) !== c.name).map((c) => `${c.name} (id ${String(c.id)})`);
}

/** Every chunk name in Docusaurus's `routesChunkNames.json` (the names link prefetching asks for). */
export function routeChunkNames(routesChunkNames: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(routesChunkNames);
  return names;
}

/**
 * The runtime's `gca`. A chunk's file name is its id and the build's hash, so the function can name a
 * file for any id; `withoutFile` lists the route chunk names the bundler emitted no chunk for (a
 * module already in main.js, such as the site config), for which it returns undefined instead of a
 * URL that would 404.
 */
export function chunkAssetCode(
  publicPath: string,
  chunkScriptFilename: string,
  withoutFile: readonly string[],
): string {
  const none = JSON.stringify(Object.fromEntries(withoutFile.map((name) => [name, 1])));
  return `var cairnNoFile = ${none};\n__webpack_require__.gca = function(chunkId) { return cairnNoFile[chunkId] ? undefined : ${publicPath} + ${chunkScriptFilename}(chunkId); };`;
}

export class ChunkAssetByIdPlugin {
  /**
   * `routesChunkNamesFile`: Docusaurus's generated routesChunkNames.json, written before bundling.
   * `fetchedNames()`: the route chunk names of fetched modules (route-data-loader.cjs), which link
   * prefetching asks for by their data file's URL, never through `gca`.
   */
  constructor(
    private readonly routesChunkNamesFile: string,
    private readonly fetchedNames: () => Set<string>,
  ) {}

  apply(compiler: CompilerLike): void {
    const { RuntimeModule, RuntimeGlobals, Compilation, WebpackError } = compiler.webpack;
    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor(private readonly code: string) {
        super('CairnChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      generate(): string {
        return this.code;
      }
      /**
       * Keeps no reference to the compilation. Rspack holds a custom runtime module's `generate`
       * (bound to the module) from native code for as long as the compiler lives, and the base class
       * stores the compilation here, which refers to the compiler: the cycle kept the whole compiler,
       * about 3 GB at 10,000 pages, alive through the static generation and after it.
       */
      attach(): void {}
    }
    const { routesChunkNamesFile, fetchedNames } = this;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
        // Chunk ids are assigned by now (runtime requirements come after optimizeChunkIds).
        const ids = new Set([...compilation.chunks].map((c) => String(c.id)));
        const names = routeChunkNames(JSON.parse(readFileSync(routesChunkNamesFile, 'utf8')));
        const fetched = fetchedNames();
        const withoutFile = [...names].filter((name) => !ids.has(name) && !fetched.has(name)).sort();
        const code = chunkAssetCode(RuntimeGlobals.publicPath, RuntimeGlobals.getChunkScriptFilename, withoutFile);
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule(code));
      });
      compilation.hooks.processAssets.tap({ name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const foreign = chunksWithForeignIds(compilation.chunks);
        if (foreign.length)
          compilation.errors.push(
            new WebpackError(
              `client-bundle: ${foreign.length} named chunk(s) have an id other than their name, so link prefetching would request the wrong files: ${foreign.slice(0, 5).join(', ')}`,
            ),
          );
      });
    });
  }
}
