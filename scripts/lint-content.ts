/**
 * `npm run lint:content [paths...]`: checks every authored page (docs/ and src/pages/ markdown by
 * default, or the given files and folders) and exits 1 with one line per problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lintPages, type Page } from './content-lint/checks';
import { discussionsDir, lintExamples } from './content-lint/examples';
import { checkDiscussionStories } from './content-lint/stories';
import { excludedDocDirs } from '../src/config/excluded-docs';

const root = path.resolve(__dirname, '..');
const defaults = ['docs', 'src/pages', discussionsDir];

/** Collects markdown pages, and the discussion files that the example checker reads. */
function walk(target: string, out: string[], discussions: string[]): void {
  const abs = path.resolve(root, target);
  if (statSync(abs).isDirectory()) {
    for (const name of readdirSync(abs).sort()) walk(path.join(target, name), out, discussions);
  } else if (/\.mdx?$/.test(target)) {
    out.push(path.relative(root, abs));
  } else if (path.relative(root, abs).startsWith(`${discussionsDir}/`) && target.endsWith('.json')) {
    discussions.push(path.relative(root, abs));
  }
}

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files: string[] = [];
  const discussions: string[] = [];
  for (const t of targets.length ? targets : defaults) walk(t, files, discussions);
  const pages: Page[] = files
    .filter((f) => !excludedDocDirs.some((dir) => f.startsWith(`docs/${dir}/`)))
    .map((file) => ({ file, source: readFileSync(path.resolve(root, file), 'utf8') }));
  const problems: { file: string; line: number; check: string; message: string }[] = await lintPages(pages);
  const examples = await lintExamples(root, pages, discussions);
  problems.push(...examples.findings, ...checkDiscussionStories(root, discussions));
  for (const p of problems) console.log(`${p.file}:${p.line}  [${p.check}]  ${p.message}`);
  console.log(examples.summary);
  console.log(
    `lint:content: ${pages.length} pages and ${discussions.length} discussions checked, ${problems.length} problems`,
  );
  process.exit(problems.length ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
