/**
 * The twins' costly steps, parsing markdown and writing Markdown (about nine tenths of the plugin's
 * time), remembered between builds: a rebuild after an edit parses only the files that changed.
 * An entry's key is a hash of everything its result depends on, plus a version that changes with
 * the code and data the parsing runs (see the plugin); a build keeps only the entries it used, so
 * the file does not grow. Cleared with the bundler's cache (node_modules/.cache).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A JSON replacer that leaves out source positions: only error messages use them. */
export const withoutPositions = (key: string, value: unknown) => (key === 'position' ? undefined : value);

/** Every code file under `dir`, for a cache version (`filesVersion`). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : /\.(ts|tsx|cjs|mjs)$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );
}

/**
 * A cache version: a hash of each file's path and content (a missing file counts as absent), in a
 * stable order, and of `extra`.
 */
export function filesVersion(files: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) if (existsSync(file)) hash.update(file).update('\0').update(readFileSync(file));
  for (const part of extra) hash.update('\0').update(part);
  return hash.digest('hex');
}

interface CacheFile {
  version: string;
  entries: Record<string, unknown>;
}

export class TwinCache {
  private readonly previous: Map<string, unknown>;
  private readonly used = new Map<string, unknown>();
  /** Whether the file was read with this version, and whether this build set any value. */
  private readonly readFromFile: boolean;
  private changed = false;
  hits = 0;
  misses = 0;

  /** `file` null: nothing is read or written (tests). */
  constructor(
    private readonly file: string | null,
    private readonly version: string,
  ) {
    const data = this.read();
    this.readFromFile = data !== null;
    this.previous = new Map(Object.entries(data?.entries ?? {}));
  }

  private read(): CacheFile | null {
    if (!this.file || !existsSync(this.file)) return null;
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as CacheFile;
      return data.version === this.version ? data : null;
    } catch {
      // A cache that cannot be read is rebuilt, never trusted.
      return null;
    }
  }

  /** An entry's key: a hash of its inputs. */
  static keyOf(parts: readonly string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('base64url');
  }

  /** Whether `memo` with these inputs would not compute. */
  has(parts: readonly string[]): boolean {
    const key = TwinCache.keyOf(parts);
    return this.used.has(key) || this.previous.has(key);
  }

  /** The result of `compute` for these inputs, from this build, the last build, or computed now. */
  memo<T>(parts: readonly string[], compute: () => T): T {
    const found = this.get<T>(parts);
    if (found !== undefined) return found;
    const value = compute();
    this.set(parts, value);
    return value;
  }

  /**
   * The value kept for these inputs, from this build or the last, or undefined (counted as a miss):
   * for a caller that decides after computing whether a result may be kept (`set`).
   */
  get<T>(parts: readonly string[]): T | undefined {
    const key = TwinCache.keyOf(parts);
    if (this.used.has(key)) return this.used.get(key) as T;
    if (this.previous.has(key)) {
      this.hits += 1;
      const value = this.previous.get(key) as T;
      this.used.set(key, value);
      return value;
    }
    this.misses += 1;
    return undefined;
  }

  /** Keeps `value` for these inputs (written by `save`). */
  set(parts: readonly string[], value: unknown): void {
    this.used.set(TwinCache.keyOf(parts), value);
    this.changed = true;
  }

  /**
   * Whether `save` would write what the file holds: it was read with this version, this build set
   * nothing, and it used every entry (so it drops none). Its entries came from the file's JSON and
   * would be written back as they are.
   */
  get unchanged(): boolean {
    return this.readFromFile && !this.changed && this.used.size === this.previous.size;
  }

  /**
   * Writes the entries this build used, without source positions, unless nothing changed: the JSON of
   * `{version, entries}`, one entry at a time. As one string, the ~80 MB file of a 10,000-page
   * build was ~370 MB more memory at the end of the build, its peak.
   */
  save(): void {
    // A rebuild that reused every entry: the 10,000-page build wrote its knowledge-base cache again
    // in each of its two processes (~0.4 s each) and the twins' cache (~80 MB) once more.
    if (!this.file || this.unchanged) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const partial = `${this.file}.partial`;
    const fd = openSync(partial, 'w');
    try {
      let chunk = `{"version":${JSON.stringify(this.version)},"entries":{`;
      let first = true;
      for (const [key, value] of this.used) {
        const json = JSON.stringify(value, withoutPositions);
        // An entry whose value JSON leaves out (undefined, a function) is left out, as in an object.
        if (json === undefined) continue;
        chunk += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
        first = false;
        if (chunk.length > 1 << 20) {
          writeSync(fd, chunk);
          chunk = '';
        }
      }
      writeSync(fd, `${chunk}}}`);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, this.file);
  }
}
