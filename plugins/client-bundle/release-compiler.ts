/**
 * Lets the bundler's memory go once bundling is done.
 *
 * Docusaurus bundles, then renders every page and runs the post-build steps in the same process,
 * while the build's configuration stays referenced until the end. A plugin in that configuration
 * that keeps the compiler as a property (react-loadable-ssr-addon's `ReactLoadableSSRAddon` sets
 * `this.compiler` in `apply`) keeps the whole compiler reachable, and with it Rspack's native module
 * graph and compilation: about 3 GB of a 10,000-page build's memory, held through the static
 * generation and the post-build steps. At the compiler's `shutdown` (Docusaurus closes it after the
 * build), this plugin deletes every such reference from the configuration's plugins, so the
 * compiler is collected with what it holds.
 *
 * It asks for a full garbage collection once every compiler has built its module graph (see
 * `apply`), and again once both compilers are closed. Node collects when
 * the JavaScript heap needs room, and while the pages render in worker threads the main thread
 * allocates little: the ~1 GB heap the bundling grew at 10,000 pages (most of it garbage) stayed
 * through the static generation, beside the workers. The collection also runs the finalizers that
 * free the compiler's native memory inside Rspack; its allocator keeps those pages resident (~2.7 GiB
 * at 10,000 pages, per /proc/<pid>/smaps), which only a separate process for the bundling gives back:
 * scripts/build.ts runs one for large sites (bundling in one process, rendering in a second).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

interface Hook {
  tap(name: string, fn: () => void): void;
}

interface ShutdownCompiler {
  options: { plugins?: unknown[]; mode?: string };
  hooks: { shutdown: Hook; make: Hook; finishMake: Hook };
}

const pluginName = 'cairn-release-compiler';

/** A full garbage collection, with `gc` exposed for this call only when Node was not started with it. */
export function collectGarbage(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose-gc');
  try {
    (runInNewContext('gc') as () => void)();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

let collectionPending = false;

/**
 * One collection shortly after the compilers shut down. Not in the same turn of the event loop:
 * Rspack lets go of the compiler's JavaScript object only after `shutdown` has run, and a collection
 * in a `setImmediate` was measured to miss it (tests/unit/release-compiler.test.ts). The static
 * generation's worker threads take ~0.3 s to start, so it runs before they render much.
 */
function collectGarbageSoon(collect: () => void): void {
  if (collectionPending) return;
  collectionPending = true;
  setTimeout(() => {
    collectionPending = false;
    collect();
  }, 100);
}

/** Compilers of the build that have started building their module graph and not finished it. */
let making = 0;

/** Removes each own property of a plugin that refers to `compiler`; returns how many were removed. */
export function releaseCompiler(plugins: readonly unknown[], compiler: object): number {
  let released = 0;
  for (const plugin of plugins) {
    if (!plugin || typeof plugin !== 'object') continue;
    for (const [key, value] of Object.entries(plugin)) {
      if (value !== compiler) continue;
      Reflect.deleteProperty(plugin, key);
      released += 1;
    }
  }
  return released;
}

export class ReleaseCompilerPlugin {
  /** `collect`: the full collection (a parameter for the tests). */
  constructor(private readonly collect: () => void = collectGarbage) {}

  apply(compiler: ShutdownCompiler): void {
    // A production build also collects once every compiler has built its module graph. The loaders
    // (MDX above all) have run by then, and the ~1.2 GB heap they grew at 10,000 pages, about half
    // of it garbage, stayed while Rspack sealed and emitted the bundles, the build's highest memory.
    // Collected here (~0.3 s), the bundling peaked at 3,868 MiB instead of 4,457 (cold, alone).
    // The dev server rebuilds on every edit and is left alone.
    if (compiler.options.mode === 'production') {
      compiler.hooks.make.tap(pluginName, () => {
        making += 1;
      });
      compiler.hooks.finishMake.tap(pluginName, () => {
        making -= 1;
        if (making === 0) this.collect();
      });
    }
    compiler.hooks.shutdown.tap(pluginName, () => {
      releaseCompiler(compiler.options.plugins ?? [], compiler);
      collectGarbageSoon(this.collect);
    });
  }
}
