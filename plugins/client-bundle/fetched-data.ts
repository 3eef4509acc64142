/**
 * Fetched route modules (`.fetch.json`, route-data-loader.cjs): page data that the bundler never
 * sees. After the build, each is written to the path the route data names for it, and checked.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const loader = createRequire(__filename)('./route-data-loader.cjs') as {
  fetchedModules: (registrySource: string) => Map<string, string>;
  fetchedAssetPath: (generatedDir: string, file: string, content: Buffer | string) => string;
};

/** Chunk name -> module file of every fetched module the generated registry lists. */
export const fetchedModules = (registrySource: string): Map<string, string> => loader.fetchedModules(registrySource);

/** A fetched module's path in the build, relative to the output folder (named by its content's hash). */
export const fetchedAssetPath = (generatedDir: string, file: string, content: Buffer | string): string =>
  loader.fetchedAssetPath(generatedDir, file, content);

/**
 * Writes every fetched module of the registry into `outDir` under its hashed name, and returns how
 * many. A module the registry lists but the build did not generate stops the build, naming it.
 */
export function writeFetchedData(generatedDir: string, outDir: string): number {
  const modules = fetchedModules(readFileSync(path.join(generatedDir, 'registry.js'), 'utf8'));
  const made = new Set<string>();
  for (const file of modules.values()) {
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch (e) {
      throw new Error(`client-bundle: the fetched route module ${file} cannot be read: ${(e as Error).message}`);
    }
    const target = path.join(outDir, fetchedAssetPath(generatedDir, file, content));
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(target, content);
  }
  return modules.size;
}
