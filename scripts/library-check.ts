/**
 * `npm run library:check -- <repo> [<repo>...]`: the writer's check for one repository of the
 * library data (data/library/repos/<repo>.yml) and its reference pages, while the other files may
 * still be incomplete. It reports the data problems of the named files only, then for each entry:
 * the page exists, sets no title/description/tags, has the required sections, and its usage
 * example sources the entry's own path at the repository's latest version. `--data` checks the
 * data only; `--pages` checks the pages only. Exits 1 with one line per problem.
 * The whole library is checked by the build and by tests/unit/library-data.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { checkLibrary, validateRepo, type Entry, type Library, type Repo } from '../plugins/library/schema';

const root = path.resolve(__dirname, '..');
const reposDir = path.join(root, 'data/library/repos');
const requiredSections = ['## When to use it', '## Features', '## Usage', '## Inputs', '## Outputs'];

function main(): number {
  const args = process.argv.slice(2);
  const dataOnly = args.includes('--data');
  const pagesOnly = args.includes('--pages');
  const names = args.filter((a) => !a.startsWith('--'));
  if (!names.length) {
    console.error('usage: npm run library:check -- <repo> [<repo>...] [--data | --pages]');
    return 2;
  }
  const knownTags = new Set(
    Object.keys((parseYaml(readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as object) ?? {}),
  );
  const repos: Repo[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(reposDir).filter((f) => f.endsWith('.yml'))) {
    const abs = path.join(reposDir, file);
    const isTarget = names.includes(file.replace(/\.yml$/, ''));
    let parsed: unknown;
    try {
      parsed = parseYaml(readFileSync(abs, 'utf8'));
    } catch (e) {
      if (isTarget) problems.push(`${file}: is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = validateRepo(parsed, `data/library/repos/${file}`, knownTags);
    if (result.repo) repos.push(result.repo);
    if (isTarget && !pagesOnly) problems.push(...result.problems);
  }
  for (const n of names)
    if (!repos.some((r) => r.repo === n)) problems.push(`${n}: no data/library/repos/${n}.yml could be read`);
  const entries = new Map<string, Entry>();
  for (const repo of repos) for (const e of repo.entries) entries.set(`${repo.repo}/${e.key}`, e);
  const lib: Library = { repos, entries };
  if (!pagesOnly)
    problems.push(
      ...checkLibrary({ repos: repos.filter((r) => names.includes(r.repo)), entries: lib.entries }).filter((p) =>
        names.some((n) => p.includes(`${n}.yml`)),
      ),
    );
  if (!dataOnly) {
    for (const repo of repos.filter((r) => names.includes(r.repo))) {
      const latest = repo.releases[0]?.version;
      for (const e of repo.entries) problems.push(...checkPage(e, latest));
    }
  }
  for (const p of problems) console.log(p);
  console.log(`library:check ${names.join(' ')}: ${problems.length} problems`);
  return problems.length ? 1 : 0;
}

function checkPage(e: Entry, latest: string | undefined): string[] {
  const file = path.join(root, e.source);
  if (!existsSync(file)) return [`${e.source}: missing (the page of ${e.key})`];
  const page = readFileSync(file, 'utf8');
  const out: string[] = [];
  const fm = matter(page).data as Record<string, unknown>;
  for (const k of ['title', 'description', 'tags'])
    if (k in fm) out.push(`${e.source}: sets '${k}' in front matter; it comes from the data file`);
  for (const h of requiredSections)
    if (!page.includes(`\n${h}\n`) && !(/Inputs|Outputs/.test(h) && page.includes('\n## Options\n')))
      out.push(`${e.source}: has no '${h}' section`);
  const refs = [
    ...page.matchAll(/cairn-io\/(terraform-aws-[a-z0-9-]+)\.git\/\/modules\/([a-z0-9_/-]+)\?ref=(v[\d.]+)/g),
  ];
  const own = refs.filter((m) => m[1] === e.repo && m[2] === e.path);
  if (!own.length)
    out.push(
      `${e.source}: the usage example must source git::git@github.com:cairn-io/${e.repo}.git//modules/${e.path}?ref=${latest ?? '<latest>'}`,
    );
  for (const m of own)
    if (latest && m[3] !== latest) out.push(`${e.source}: ?ref=${m[3]} but the latest ${e.repo} release is ${latest}`);
  const words = matter(page)
    .content.replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  if (words < 250) out.push(`${e.source}: only ${words} words outside code blocks; say more about what it does`);
  return out;
}

process.exit(main());
