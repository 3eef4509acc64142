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

export class ChunkAssetByIdPlugin {
  apply(compiler: CompilerLike): void {
    const { RuntimeModule, RuntimeGlobals, Compilation, WebpackError } = compiler.webpack;
    const code = `__webpack_require__.gca = function(chunkId) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`;
    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('CairnChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      generate(): string {
        return code;
      }
    }
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule());
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
