/**
 * The upstream files the client-bundle plugin copies, replaces or parses (README.md beside this file
 * says how each is used and how it fails), with the package version and the SHA-256 of each file as
 * it was when the plugin's code was written against it (upstream-record.json).
 *
 * The build stops when an installed file differs from its record, naming the file, both versions,
 * the code of ours that depends on it, and the top-level declarations that changed, so an upgrade
 * of Docusaurus (or of one of these packages) is reviewed where it touches the site's forks instead
 * of failing quietly. After that review: `npm run upstream:record` writes the new hashes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface UpstreamRecord {
  /** npm package name. */
  package: string;
  /** File inside the package. */
  file: string;
  /** The package's version when recorded. */
  version: string;
  /** Our files that copy, replace or parse it. */
  usedBy: string[];
  /** SHA-256 of the whole file. */
  sha256: string;
  /** Short SHA-256 of each top-level declaration, by name (see `fileParts`). */
  parts: Record<string, string>;
}

export const manifestFile = path.join(__dirname, 'upstream-record.json');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A top-level declaration's name, for the line that starts it. */
function declarationName(line: string): string | null {
  if (/^import[\s{*'"]/.test(line)) return 'imports';
  const patterns: RegExp[] = [
    /^export default (?:async )?function\*? ?([\w$]*)/,
    /^(?:export )?(?:async )?function\*? ([\w$]+)/,
    /^(?:export )?(?:default )?(?:declare )?class ([\w$]+)/,
    /^(?:export )?(?:declare )?(?:const|let|var|type|interface|namespace|function) ([\w$]+)/,
    /^(exports\.[\w$]+) =/,
    /^(module\.exports)\b/,
    /^(export default)\b/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(line);
    if (match) return match[1] || 'export default';
  }
  return null;
}

/**
 * The file's top-level declarations, each from its first line to the next one's (a comment above a
 * declaration counts with the one before it), with what precedes the first as '(top of file)'.
 * A name used twice gets `#2`, `#3`.
 */
export function fileParts(source: string): Map<string, string> {
  const parts = new Map<string, string[]>();
  let current = '(top of file)';
  parts.set(current, []);
  for (const line of source.split('\n')) {
    const name = declarationName(line);
    if (name && !(name === 'imports' && current === 'imports')) {
      current = name;
      for (let n = 2; parts.has(current); n += 1) current = `${name}#${n}`;
      parts.set(current, []);
    }
    parts.get(current)?.push(line);
  }
  return new Map([...parts].map(([name, lines]) => [name, sha256(lines.join('\n')).slice(0, 16)]));
}

/** The installed package's folder, found from the site as Node would find it. */
export function packageDir(siteDir: string, name: string): string {
  const dir = path.join(siteDir, 'node_modules', name);
  if (!existsSync(path.join(dir, 'package.json')))
    throw new Error(`client-bundle: ${name} is not installed; it is one of the packages upstream-record.json records`);
  return dir;
}

export interface InstalledFile {
  version: string;
  source: string | null;
}

export function readInstalled(siteDir: string, record: Pick<UpstreamRecord, 'package' | 'file'>): InstalledFile {
  const dir = packageDir(siteDir, record.package);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const file = path.join(dir, record.file);
  return { version, source: existsSync(file) ? readFileSync(file, 'utf8') : null };
}

/** What differs between a record and the installed file, in words; null when nothing does. */
export function describeChange(record: UpstreamRecord, installed: InstalledFile): string | null {
  const name = `${record.package}/${record.file}`;
  const versions =
    installed.version === record.version ? `version ${record.version}` : `${record.version} -> ${installed.version}`;
  const where = `used by ${record.usedBy.join(', ')}`;
  if (installed.source === null) return `${name} (${versions}) no longer exists; ${where}`;
  if (sha256(installed.source) === record.sha256 && installed.version === record.version) return null;
  const now = fileParts(installed.source);
  const changed = [...now]
    .filter(([part, hash]) => part in record.parts && record.parts[part] !== hash)
    .map(([p]) => p);
  const added = [...now.keys()].filter((part) => !(part in record.parts));
  const removed = Object.keys(record.parts).filter((part) => !now.has(part));
  const details = [
    changed.length ? `changed: ${changed.join(', ')}` : '',
    added.length ? `added: ${added.join(', ')}` : '',
    removed.length ? `removed: ${removed.join(', ')}` : '',
  ].filter(Boolean);
  return `${name} (${versions}) ${details.length ? details.join('; ') : 'is the same file under a new version'}; ${where}`;
}

export function readManifest(file = manifestFile): UpstreamRecord[] {
  return JSON.parse(readFileSync(file, 'utf8')) as UpstreamRecord[];
}

/** Throws, naming every changed upstream file, when an installed one differs from its record. */
export function checkUpstream(siteDir: string, records: UpstreamRecord[] = readManifest()): void {
  const changes = records.map((record) => describeChange(record, readInstalled(siteDir, record))).filter(Boolean);
  if (changes.length > 0)
    throw new Error(
      `client-bundle: ${changes.length} upstream file(s) the site's forks depend on changed:\n- ${changes.join('\n- ')}\n` +
        'Review each against the code that uses it (plugins/client-bundle/README.md), then run `npm run upstream:record`.',
    );
}

/** The records with the installed versions and hashes. */
export function recordInstalled(siteDir: string, records: UpstreamRecord[]): UpstreamRecord[] {
  return records.map((record) => {
    const { version, source } = readInstalled(siteDir, record);
    if (source === null)
      throw new Error(`${record.package}/${record.file} is not installed; remove or replace its record`);
    return { ...record, version, sha256: sha256(source), parts: Object.fromEntries(fileParts(source)) };
  });
}

if (require.main === module && process.argv.includes('--record')) {
  const siteDir = path.resolve(__dirname, '../..');
  const records = recordInstalled(siteDir, readManifest());
  writeFileSync(manifestFile, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`upstream-record.json: ${records.length} files recorded`);
}
