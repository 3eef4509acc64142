/**
 * The bundler's memory is released once bundling is done (plugins/client-bundle/release-compiler.ts,
 * and the chunk-asset runtime module that keeps no compilation): a real Rspack compiler, configured
 * with a plugin that keeps the compiler as Docusaurus's react-loadable addon does and with the
 * chunk-asset plugin, is collected after it is closed while its configuration stays referenced.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkAssetByIdPlugin } from '../../plugins/client-bundle/chunk-asset-plugin';
import { collectGarbage, releaseCompiler, ReleaseCompilerPlugin } from '../../plugins/client-bundle/release-compiler';

/** Keeps the compiler, as react-loadable-ssr-addon's plugin does. */
class KeepsCompiler implements RspackPluginInstance {
  compiler: Compiler | undefined;
  apply(compiler: Compiler): void {
    this.compiler = compiler;
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-release-compiler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'entry.js'), "import('./lazy.js').then((m) => console.log(m.default));\n");
writeFileSync(path.join(dir, 'lazy.js'), 'export default 1;\n');
writeFileSync(path.join(dir, 'routesChunkNames.json'), '{}');

/**
 * Builds and closes a compiler with `plugins`; resolves whether it was collected afterwards, with the
 * test asking for full collections (`forceGc`) or only waiting.
 */
async function collectedAfterClose(config: Configuration, forceGc = true): Promise<boolean> {
  let collected = false;
  const registry = new FinalizationRegistry(() => {
    collected = true;
  });
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(config);
    registry.register(compiler, 'compiler');
    compiler.run((error) => {
      if (error) reject(error);
      else compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
    });
  });
  for (let i = 0; i < 20 && !collected; i += 1) {
    if (forceGc) collectGarbage();
    await new Promise((r) => setTimeout(r, 50));
  }
  return collected;
}

const configOf = (plugins: RspackPluginInstance[]): Configuration => ({
  mode: 'production',
  context: dir,
  entry: './entry.js',
  output: { path: path.join(dir, 'out') },
  optimization: { chunkIds: 'named', minimize: false },
  plugins,
});

describe('release of the compiler after bundling', () => {
  it('collects the compiler while the configuration, with a plugin that kept it, is still referenced', async () => {
    const chunkAssets = new ChunkAssetByIdPlugin(path.join(dir, 'routesChunkNames.json'), () => new Set());
    const config = configOf([
      new KeepsCompiler(),
      chunkAssets as unknown as RspackPluginInstance,
      new ReleaseCompilerPlugin(),
    ]);
    expect(await collectedAfterClose(config)).toBe(true);
    expect((config.plugins?.[0] as KeepsCompiler).compiler).toBeUndefined();
  });

  it("collects it with the chunk-asset plugin's runtime module, which native code holds", async () => {
    const chunkAssets = new ChunkAssetByIdPlugin(path.join(dir, 'routesChunkNames.json'), () => new Set());
    expect(await collectedAfterClose(configOf([chunkAssets as unknown as RspackPluginInstance]))).toBe(true);
  });

  it('would keep it without the release (the test can fail)', async () => {
    const config = configOf([new KeepsCompiler()]);
    expect(await collectedAfterClose(config)).toBe(false);
    expect((config.plugins?.[0] as KeepsCompiler).compiler).toBeDefined();
  });

  it('asks for the full collection itself once the compiler has closed, which nothing else would run', async () => {
    expect(await collectedAfterClose(configOf([new ReleaseCompilerPlugin()]), false)).toBe(true);
    expect(await collectedAfterClose(configOf([]), false)).toBe(false);
  });

  it('removes only the properties that refer to the compiler', () => {
    const compiler = {};
    const plugins = [{ compiler, name: 'a' }, { other: {} }, null, 'x', { kept: compiler, also: compiler }];
    expect(releaseCompiler(plugins, compiler)).toBe(3);
    expect(plugins).toEqual([{ name: 'a' }, { other: {} }, null, 'x', {}]);
  });
});

describe('collection once the module graphs are built', () => {
  /** Runs a multi-compiler of two production configurations; resolves the events in order. */
  async function events(mode: 'production' | 'development'): Promise<string[]> {
    const seen: string[] = [];
    const recorder = (name: string): RspackPluginInstance => ({
      apply(compiler: Compiler) {
        compiler.hooks.finishMake.tap('recorder', () => void seen.push(`${name} made`));
        compiler.hooks.emit.tap('recorder', () => void seen.push(`${name} emits`));
      },
    });
    const configs = ['client', 'server'].map((name) => ({
      ...configOf([recorder(name), new ReleaseCompilerPlugin(() => seen.push('collect'))]),
      name,
      mode,
      output: { path: path.join(dir, `out-${name}`) },
    }));
    await new Promise<void>((resolve, reject) => {
      const compiler = rspack(configs);
      compiler.run((error) => {
        if (error) reject(error);
        else compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
      });
    });
    await new Promise((r) => setTimeout(r, 200)); // the collection after shutdown
    return seen;
  }

  it('collects once, after both compilers have built their graphs and before either emits', async () => {
    const seen = await events('production');
    const collections = seen.flatMap((e, i) => (e === 'collect' ? [i] : []));
    // Once at the end of making, once after shutdown.
    expect(collections).toHaveLength(2);
    const made = seen.flatMap((e, i) => (e.endsWith(' made') ? [i] : []));
    const emits = seen.flatMap((e, i) => (e.endsWith(' emits') ? [i] : []));
    expect(made).toHaveLength(2);
    expect(collections[0]).toBeGreaterThan(Math.max(...made));
    expect(collections[0]).toBeLessThan(Math.min(...emits));
    expect(collections[1]).toBe(seen.length - 1);
  });

  it('does not collect after making in development (the dev server rebuilds on every edit)', async () => {
    expect((await events('development')).filter((e) => e === 'collect')).toHaveLength(1);
  });
});
