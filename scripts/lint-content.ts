/**
 * `npm run lint:content [paths...]`: checks every authored page (docs/ and src/pages/ markdown by
 * default, or the given files and folders) and exits 1 with one line per problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lintPages, type Page } from './content-lint/checks';
import { checkDiscussionStories } from './content-lint/stories';
import { excludedDocDirs } from '../src/config/excluded-docs';

const root = path.resolve(__dirname, '..');
const defaults = ['docs', 'src/pages'];
const kbDir = 'data/knowledge-base/discussions';

function walk(target: string, out: string[]): void {
  const abs = path.resolve(root, target);
  if (statSync(abs).isDirectory()) {
    for (const name of readdirSync(abs).sort()) walk(path.join(target, name), out);
  } else if (/\.mdx?$/.test(target)) {
    out.push(path.relative(root, abs));
  }
}

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files: string[] = [];
  for (const t of targets.length ? targets : defaults) walk(t, files);
  const pages: Page[] = files
    .filter((f) => !excludedDocDirs.some((dir) => f.startsWith(`docs/${dir}/`)))
    .map((file) => ({ file, source: readFileSync(path.resolve(root, file), 'utf8') }));
  const problems = await lintPages(pages);
  // The mirrored discussions are checked with the whole site, not when given paths.
  const kb = targets.length ? null : checkDiscussionStories(path.join(root, kbDir), kbDir);
  problems.push(...(kb?.problems ?? []));
  for (const p of problems) console.log(`${p.file}:${p.line}  [${p.check}]  ${p.message}`);
  const discussions = kb ? `, ${kb.checked} discussions` : '';
  console.log(`lint:content: ${pages.length} pages${discussions} checked, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
