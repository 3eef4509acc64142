/**
 * A production build bundles the browser's code first and the server's after it, not both at once.
 *
 * Docusaurus hands the two configurations to the bundler together (@docusaurus/bundler
 * lib/compiler.js `compile`), whose multi-compiler runs them in parallel. Each compilation's memory
 * peaks at its end, as it seals, emits and writes its persistent cache, and run together the two
 * peaks added up: the bundling was the build's highest memory. With the configurations named and
 * the server's `dependencies` naming the client's (index.ts `configureWebpack`), the multi-compiler
 * starts the server's once the client's is done. Measured bundling alone, cold, alternating: at
 * 10,046 pages peak RSS 3,924 / 3,797 / 3,956 MiB in parallel, 3,544 / 3,739 / 3,533 MiB in
 * sequence, in the same time on two cores; at 1,046 pages 1,206-1,399 -> 1,099-1,112 MiB, the
 * bundling 24.6 -> 25.9 s (medians of four).
 *
 * If a Docusaurus upgrade stops compiling the two together, the setting does nothing; this plugin
 * then stops the build when the server's compilation starts before the client's has finished, so
 * the memory the build was measured with is not lost quietly.
 */

interface Hook<T extends unknown[] = []> {
  tap(name: string, fn: (...args: T) => void): void;
}

export interface SequencedCompiler {
  hooks: { run: Hook<[unknown]>; done: Hook<[unknown]> };
}

const pluginName = 'cairn-sequential-bundling';

/** The configuration names the multi-compiler orders the compilations by. */
export const compilationNames = { client: 'client', server: 'server' } as const;

/** What `configureWebpack` adds to each production configuration. */
export function sequencedConfig(isServer: boolean): { name: string; dependencies?: string[] } {
  return isServer
    ? { name: compilationNames.server, dependencies: [compilationNames.client] }
    : { name: compilationNames.client };
}

/** Whether the client's compilation of the current build has finished. */
let clientDone = false;

export class SequentialBundlingPlugin {
  constructor(private readonly isServer: boolean) {}

  apply(compiler: SequencedCompiler): void {
    if (!this.isServer) {
      compiler.hooks.run.tap(pluginName, () => {
        clientDone = false;
      });
      compiler.hooks.done.tap(pluginName, () => {
        clientDone = true;
      });
      return;
    }
    compiler.hooks.run.tap(pluginName, () => {
      if (!clientDone)
        throw new Error(
          "client-bundle: the server bundle's compilation started before the client bundle's had finished: the " +
            "bundler no longer runs them in sequence (the server's `dependencies` in plugins/client-bundle/index.ts), " +
            'so their memory peaks add up again; review plugins/client-bundle/sequential-bundling.ts',
        );
      clientDone = false;
    });
  }
}
