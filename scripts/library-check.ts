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
import { parse as parseYaml } from 'yaml';
import { checkReferencePage } from '../plugins/library/page-checks';
import { checkLibrary, validateRepo, type Entry, type Library, type Repo } from '../plugins/library/schema';

const root = path.resolve(__dirname, '..');
const reposDir = path.join(root, 'data/library/repos');

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
      for (const e of repo.entries) {
        const file = path.join(root, e.source);
        if (!existsSync(file)) problems.push(`${e.source}: missing (the page of ${e.key})`);
        else problems.push(...checkReferencePage(e, latest ?? '<latest>', readFileSync(file, 'utf8')));
      }
    }
  }
  for (const p of problems) console.log(p);
  console.log(`library:check ${names.join(' ')}: ${problems.length} problems`);
  return problems.length ? 1 : 0;
}

process.exit(main());
