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
 * It then asks for a full garbage collection, once both compilers are closed. Node collects when
 * the JavaScript heap needs room, and while the pages render in worker threads the main thread
 * allocates little: the ~1 GB heap the bundling grew at 10,000 pages (most of it garbage) stayed
 * through the static generation, beside the workers. The collection also runs the finalizers that
 * free the compiler's native memory inside Rspack; its allocator keeps those pages resident (~2.7 GiB
 * at 10,000 pages, per /proc/<pid>/smaps), which only a separate process for the bundling would give back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

interface ShutdownCompiler {
  options: { plugins?: unknown[] };
  hooks: { shutdown: { tap(name: string, fn: () => void): void } };
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
function collectGarbageSoon(): void {
  if (collectionPending) return;
  collectionPending = true;
  setTimeout(() => {
    collectionPending = false;
    collectGarbage();
  }, 100);
}

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
  apply(compiler: ShutdownCompiler): void {
    compiler.hooks.shutdown.tap(pluginName, () => {
      releaseCompiler(compiler.options.plugins ?? [], compiler);
      collectGarbageSoon();
    });
  }
}
