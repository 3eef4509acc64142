/**
 * The example checker: holds what readers copy to the library data (data/library/repos/*.yml).
 * - Every `hcl` block of docs/ and of the mirrored knowledge-base posts that sources a Cairn module,
 *   as a `module` block or as a Terragrunt `terraform { source = ... }` with `inputs = { ... }`:
 *   the `?ref=` is a released version of that repository, the module existed at that release, every
 *   argument is an input of the module at that release (meta-arguments excluded), and a `module`
 *   block, or a Terragrunt unit that includes no other configuration, sets every required input
 *   unless it is marked as an excerpt (a `# excerpt` comment line inside the `module` block, or inside
 *   the unit's `inputs = { }` or `terraform { }`).
 * - Every library version named in prose (plugins/library/mentions.ts lists the forms) was released.
 * - In the knowledge base, no ref or named version is newer than the post that names it.
 * The conventions are documented in CONTENT-FACTS.md ("Examples and versions the checks hold to the data").
 */
import { parse as parseHcl } from '@cdktf/hcl2json';
import { interfaceAt, type Entry, type Library, type Repo } from '../../plugins/library/schema';
import { lineAt, versionMentions } from '../../plugins/library/mentions';
import type { Discussion } from '../../plugins/knowledge-base/schema';
import { codeBlocks } from './checks';

export type ExampleCheck =
  | 'example-ref'
  | 'example-module'
  | 'example-input'
  | 'example-required-input'
  | 'version-mention'
  | 'version-after-post';

export interface ExampleFinding {
  file: string;
  line: number;
  check: ExampleCheck;
  message: string;
}

export interface ExampleStats {
  texts: number;
  hclBlocks: number;
  hclParsed: number;
  moduleReferences: number;
  /** Sources built from something outside the block (an include's locals), so not resolvable here. */
  unresolvedSources: number;
  argumentsVerified: number;
  requiredChecks: number;
  excerpts: number;
  versionMentions: number;
}

/** One text to check: a page, or one post (question or answer) of a discussion. */
export interface ExampleText {
  file: string;
  /** Markdown. */
  text: string;
  /** Line of the file where `text` starts (pages: 1; a post: the line of its JSON field). */
  line: number;
  /** What the text is, in messages ("answer"); empty for a page. */
  label: string;
  /** Date of a knowledge-base post (YYYY-MM-DD): nothing it names may be newer. */
  date?: string;
  /** The text is one JSON string: findings name the file line of the field and the line within the text. */
  embedded?: boolean;
}

/** Arguments of a `module` block that are not inputs of the module. */
export const metaArguments = new Set(['source', 'version', 'providers', 'count', 'for_each', 'depends_on']);

/** The excerpt marker: a comment line inside a `module` block, or a unit's `inputs = { }` or `terraform { }`, optionally with a reason after a colon. */
export const excerptMarker = /^\s*(#|\/\/)\s*excerpt\b/;

const sourcePattern = /cairn-io\/(terraform-aws-[a-z0-9-]+)(?:\.git)?\/\/modules\/([A-Za-z0-9_./-]+?)\?ref=([^&\s"]+)/;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The texts of a discussion: its question and its answer, each with its own date. */
export function discussionTexts(file: string, d: Discussion, raw: string): ExampleText[] {
  const lineOf = (key: string, from = 0) => {
    const i = raw.indexOf(`"${key}":`, from);
    return i < 0 ? 1 : lineAt(raw, i);
  };
  const out: ExampleText[] = [
    { file, text: d.body, line: lineOf('body'), label: 'question', date: d.createdAt.slice(0, 10), embedded: true },
  ];
  if (d.answer)
    out.push({
      file,
      text: d.answer.body,
      line: lineOf('body', raw.indexOf('"answer":')),
      label: 'answer',
      date: d.answer.createdAt.slice(0, 10),
      embedded: true,
    });
  return out;
}

/** Line ranges (0-based, inclusive) of `<keyword> "label" {` or `<keyword> = {` blocks of an HCL text. */
function blockRanges(code: string, head: RegExp): { name: string; start: number; end: number }[] {
  const lines = code.split('\n');
  const out: { name: string; start: number; end: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = head.exec(lines[i]);
    if (!m) continue;
    let depth = 0;
    let end = i;
    for (let j = i; j < lines.length; j++) {
      // Braces inside strings and comments do not count.
      const bare = lines[j].replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/(#|\/\/).*$/, '');
      for (const c of bare) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
      end = j;
      if (depth <= 0 && j >= i) break;
    }
    out.push({ name: m[1] ?? '', start: i, end });
  }
  return out;
}

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length];
}

/** A hint for an argument that is not an input at `version`: the releases that have it, or a close name. */
function inputHint(repo: Repo, entry: Entry, version: string, name: string, inputs: Iterable<string>): string {
  const index = repo.releases.findIndex((r) => r.version === version);
  const has = (i: number) => interfaceAt(repo, entry.key, repo.releases[i].version)?.inputs.has(name) === true;
  // Releases are newest first: indexes below `index` are newer.
  for (let i = index - 1; i >= 0; i--)
    if (has(i)) return `it is an input from ${repo.releases[i].version} on: raise the ref, or remove the argument`;
  for (let i = index + 1; i < repo.releases.length; i++)
    if (has(i)) return `it was an input up to ${repo.releases[i].version}, and was renamed or removed after it`;
  const close = [...inputs]
    .map((i) => ({ i, d: levenshtein(i, name) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(name.length / 4)))
    .sort((a, b) => a.d - b.d);
  return close.length ? `did you mean '${close[0].i}'?` : `use one of the inputs listed on ${entry.permalink}`;
}

interface Reference {
  kind: 'module' | 'terragrunt';
  /** Whether the block must set every required input: a `module` block, or a unit that includes no other configuration. */
  complete: boolean;
  /** False when the arguments are an expression (`inputs = merge(...)`) and cannot be listed. */
  listed: boolean;
  label: string;
  source: string;
  args: string[];
  /** 0-based line range of the block in the code. */
  start: number;
  end: number;
  /** Line (0-based, in the code) of each argument, and of the source. */
  argLines: Map<string, number>;
  sourceLine: number;
  excerpt: boolean;
}

function argumentLines(lines: string[], start: number, end: number, args: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of args) {
    const re = new RegExp(`^\\s*"?${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?\\s*=`);
    for (let i = start; i <= end; i++)
      if (re.test(lines[i])) {
        out.set(a, i);
        break;
      }
  }
  return out;
}

/** The module references of one parsed hcl block. */
function references(code: string, json: Json): { refs: Reference[]; unresolved: number } {
  const lines = code.split('\n');
  const refs: Reference[] = [];
  let unresolved = 0;
  const locals: Json = Object.assign({}, ...(Array.isArray(json.locals) ? json.locals.filter(isObj) : []));
  const resolve = (s: string) =>
    s.replace(/\$\{local\.([A-Za-z0-9_]+)\}/g, (m, k: string) => (typeof locals[k] === 'string' ? locals[k] : m));
  if (isObj(json.module)) {
    const ranges = blockRanges(code, /^\s*module\s+"([^"]+)"\s*\{/);
    for (const [label, bodies] of Object.entries(json.module)) {
      const body = Array.isArray(bodies) ? bodies.find(isObj) : undefined;
      if (!body || typeof body.source !== 'string') continue;
      const range = ranges.find((r) => r.name === label) ?? { start: 0, end: lines.length - 1 };
      const source = resolve(body.source);
      if (!source.includes('cairn-io/')) {
        if (/\$\{/.test(source) && /\?ref=/.test(source)) unresolved++;
        continue;
      }
      const args = Object.keys(body).filter((k) => !metaArguments.has(k));
      refs.push({
        kind: 'module',
        complete: true,
        listed: true,
        label: `module "${label}"`,
        source,
        args,
        start: range.start,
        end: range.end,
        argLines: argumentLines(lines, range.start, range.end, args),
        sourceLine: argumentLines(lines, range.start, range.end, ['source']).get('source') ?? range.start,
        excerpt: lines.slice(range.start + 1, range.end).some((l) => excerptMarker.test(l)),
      });
    }
  }
  const terraform = Array.isArray(json.terraform) ? json.terraform.find(isObj) : undefined;
  if (terraform && typeof terraform.source === 'string') {
    const source = resolve(terraform.source);
    if (source.includes('cairn-io/')) {
      const listed = json.inputs === undefined || isObj(json.inputs);
      const args = isObj(json.inputs) ? Object.keys(json.inputs) : [];
      const range = blockRanges(code, /^\s*inputs\s*=\s*\{/)[0];
      const tf = blockRanges(code, /^\s*terraform\s*\{/)[0];
      refs.push({
        kind: 'terragrunt',
        // An included configuration (the root terragrunt.hcl, an _envcommon file) may set the other inputs.
        complete: listed && json.include === undefined,
        listed,
        label: 'terraform { source }',
        source,
        args,
        start: tf?.start ?? 0,
        end: tf?.end ?? lines.length - 1,
        argLines: range ? argumentLines(lines, range.start, range.end, args) : new Map(),
        sourceLine: tf ? (argumentLines(lines, tf.start, tf.end, ['source']).get('source') ?? tf.start) : 0,
        // A unit that shows only its `terraform { source }` has no `inputs` to hold the marker, so the
        // `terraform` block may hold it too.
        excerpt: [range, tf].some((r) => r && lines.slice(r.start + 1, r.end).some((l) => excerptMarker.test(l))),
      });
    } else if (/\$\{/.test(source) && /\?ref=/.test(source)) unresolved++;
  }
  return { refs, unresolved };
}

/** Checks every text; `lib` is the loaded library data. */
export async function checkExamples(
  texts: ExampleText[],
  lib: Library,
): Promise<{ findings: ExampleFinding[]; stats: ExampleStats }> {
  const stats: ExampleStats = {
    texts: texts.length,
    hclBlocks: 0,
    hclParsed: 0,
    moduleReferences: 0,
    unresolvedSources: 0,
    argumentsVerified: 0,
    requiredChecks: 0,
    excerpts: 0,
    versionMentions: 0,
  };
  const findings: ExampleFinding[] = [];
  const repoNames = lib.repos.map((r) => r.repo);
  const releaseOf = (repo: string, version: string) =>
    lib.repos.find((r) => r.repo === repo)?.releases.find((r) => r.version === version);
  const latestOf = (repo: string) => lib.repos.find((r) => r.repo === repo)?.releases[0]?.version;

  for (const t of texts) {
    /** File line of a 1-based line of the text, and how messages say where in the text it is. */
    const fileLine = (textLine: number) => (t.embedded ? t.line : t.line + textLine - 1);
    const where = (textLine: number) => (t.embedded ? ` (${t.label}, line ${textLine})` : '');
    const proseLines = t.text.split('\n');
    for (const block of codeBlocks(t.text)) {
      if (block.lang !== 'hcl') continue;
      stats.hclBlocks++;
      // Line-highlight comments are HCL comments: the code parses with them, and line numbers stay right.
      const code = block.code;
      let json: Json;
      try {
        json = (await parseHcl(`${t.file}.hcl`, code)) as Json;
      } catch {
        continue; // The hcl check reports blocks that do not parse; their versions are checked as prose.
      }
      stats.hclParsed++;
      // The block is checked here; blank it so its refs are not counted again as prose mentions.
      for (let i = block.line; i <= block.line + code.split('\n').length; i++) proseLines[i] = '';
      const { refs, unresolved } = references(code, json);
      stats.unresolvedSources += unresolved;
      for (const ref of refs) {
        stats.moduleReferences++;
        // The fence is at block.line (1-based within the text); code line 0 is the next one.
        const at = (check: ExampleCheck, codeLine: number, message: string) =>
          findings.push({
            file: t.file,
            line: fileLine(block.line + 1 + codeLine),
            check,
            message: `${ref.label}${where(block.line + 1 + codeLine)}: ${message}`,
          });
        const m = sourcePattern.exec(ref.source);
        if (!m) {
          at('example-module', ref.sourceLine, `source '${ref.source}' does not name modules/<path>?ref=<version>`);
          continue;
        }
        const [, repoName, path, version] = m;
        const repo = lib.repos.find((r) => r.repo === repoName);
        if (!repo) {
          at('example-module', ref.sourceLine, `${repoName} is not a repository of the library (data/library/repos)`);
          continue;
        }
        const entry = repo.entries.find((e) => e.path === path);
        if (!entry) {
          at(
            'example-module',
            ref.sourceLine,
            `${repoName} has no module at modules/${path}; add it to data/library/repos/${repoName}.yml with a page, or fix the path`,
          );
          continue;
        }
        const release = releaseOf(repoName, version);
        if (!release) {
          at(
            'example-ref',
            ref.sourceLine,
            `?ref=${version} is not a release of ${repoName}; use a released version such as the latest, ${latestOf(repoName)}`,
          );
          continue;
        }
        if (t.date && release.date > t.date) {
          at(
            'version-after-post',
            ref.sourceLine,
            `?ref=${version} of ${repoName} was released on ${release.date}, after this post (${t.date}); use a version released by then`,
          );
        }
        const iface = interfaceAt(repo, entry.key, version);
        if (!iface) {
          const first = [...repo.releases].reverse().find((r) => interfaceAt(repo, entry.key, r.version));
          at(
            'example-module',
            ref.sourceLine,
            `${entry.id} is first released in ${repoName} ${first?.version ?? '?'}, after ${version}; raise the ref`,
          );
          continue;
        }
        for (const arg of ref.args) {
          stats.argumentsVerified++;
          if (iface.inputs.has(arg)) continue;
          at(
            'example-input',
            ref.argLines.get(arg) ?? ref.start,
            `'${arg}' is not an input of ${entry.id} at ${version}: ${inputHint(repo, entry, version, arg, iface.inputs.keys())}`,
          );
        }
        if (ref.complete) {
          if (ref.excerpt) {
            stats.excerpts++;
            continue;
          }
          stats.requiredChecks++;
          const missing = [...iface.inputs].filter(([n, req]) => req && !ref.args.includes(n)).map(([n]) => n);
          if (missing.length)
            at(
              'example-required-input',
              ref.start,
              `does not set the required input${missing.length > 1 ? 's' : ''} ${missing.map((n) => `'${n}'`).join(', ')} of ${entry.id} at ${version}; set ${missing.length > 1 ? 'them' : 'it'}, or mark the block an excerpt with a '# excerpt' comment line inside it`,
            );
        }
      }
    }
    const prose = proseLines.join('\n');
    for (const mention of versionMentions(prose, repoNames)) {
      stats.versionMentions++;
      const textLine = lineAt(prose, mention.index);
      const line = fileLine(textLine);
      const release = releaseOf(mention.repo, mention.version);
      if (!release)
        findings.push({
          file: t.file,
          line,
          check: 'version-mention',
          message: `'${mention.text}'${where(textLine)}: ${mention.repo} ${mention.version} was never released (latest ${latestOf(mention.repo)})`,
        });
      else if (t.date && release.date > t.date)
        findings.push({
          file: t.file,
          line,
          check: 'version-after-post',
          message: `'${mention.text}'${where(textLine)}: ${mention.repo} ${mention.version} was released on ${release.date}, after this post (${t.date})`,
        });
    }
  }
  return { findings, stats };
}

/** Folder of the mirrored discussions, relative to the project. */
export const discussionsDir = 'data/knowledge-base/discussions';

/**
 * The CLI's pass (scripts/lint-content.ts): loads the library data and the given discussion files,
 * checks them with the pages, and says what it measured.
 */
export async function lintExamples(
  root: string,
  pages: { file: string; source: string }[],
  discussionFiles: string[],
): Promise<{ findings: ExampleFinding[]; summary: string }> {
  const [{ readFileSync }, path, { loadLibrary }, { validateDiscussion }] = await Promise.all([
    import('node:fs'),
    import('node:path'),
    import('../../plugins/library/schema'),
    import('../../plugins/knowledge-base/schema'),
  ]);
  const lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
  const texts: ExampleText[] = pages.map((p) => ({ file: p.file, text: p.source, line: 1, label: '' }));
  for (const file of discussionFiles) {
    const raw = readFileSync(path.join(root, file), 'utf8');
    texts.push(...discussionTexts(file, validateDiscussion(JSON.parse(raw), file), raw));
  }
  const { findings, stats } = await checkExamples(texts, lib);
  const byKind = new Map<string, number>();
  for (const f of findings) byKind.set(f.check, (byKind.get(f.check) ?? 0) + 1);
  const summary =
    `examples: ${pages.length} pages and ${discussionFiles.length} discussions; ${stats.hclBlocks} hcl blocks, ` +
    `${stats.hclParsed} parsed; ${stats.moduleReferences} module references checked ` +
    `(${stats.unresolvedSources} sources built outside their block not resolvable); ` +
    `${stats.argumentsVerified} arguments verified; ${stats.requiredChecks} blocks checked for required inputs ` +
    `(${stats.excerpts} excerpts); ${stats.versionMentions} version mentions checked; ` +
    `${findings.length} findings${byKind.size ? ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`;
  return { findings, summary };
}
