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
 */

interface ShutdownCompiler {
  options: { plugins?: unknown[] };
  hooks: { shutdown: { tap(name: string, fn: () => void): void } };
}

const pluginName = 'cairn-release-compiler';

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
    });
  }
}
