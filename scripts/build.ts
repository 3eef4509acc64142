/**
 * `npm run build`: the production build, in one process or, for a large site, in two.
 *
 * Rspack keeps the memory of a build until the process exits: at 10,000 pages ~2.5-3 GB stays
 * resident after bundling, even once both compilers are garbage-collected (release-compiler.ts in
 * plugins/client-bundle lets them go). In one process, the static generation's workers, the search
 * index and the Markdown twins all come on top of it (4.2-4.9 GB). In two, the first process loads
 * the site, bundles and exits (Docusaurus's DOCUSAURUS_EXIT_AFTER_BUNDLING); the second loads the
 * site again and renders the pages from the bundles the first wrote (DOCUSAURUS_SKIP_BUNDLING): it
 * peaked at 1.7-2.2 GB. Loading the site twice costs time (+7 s of a 35 s warm build at 1,000 pages,
 * ~+15 s at 10,000 on this 2-core machine), so only a site with `splitFromPages` page sources or
 * more is built in two processes. CAIRN_BUILD_PROCESSES=1 or 2 overrides the choice.
 *
 * Both flags are read by @docusaurus/core's lib/commands/build/buildLocale.js (recorded in
 * plugins/client-bundle/upstream-record.json: a Docusaurus upgrade that changes the file stops the
 * build). The first process exits after the first locale's bundling, so a site with more than one
 * locale cannot be split; the second process would find no bundles for the other locales and fail.
 * Arguments are passed to `docusaurus build` in each process.
 *
 * package.json runs this file with `node --import tsx`, not the `tsx` command, which starts it in a
 * second Node process and keeps its own (~45 MB resident) for the whole build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** From this many page sources on, the build runs in two processes (see the comment above). */
export const splitFromPages = 4000;

/**
 * The site's page sources, counted without loading the site: Markdown files under docs/ and the
 * knowledge base's discussions. Generated pages (tags, release months) grow with them.
 */
export function countPageSources(siteDir: string): number {
  const markdown = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? markdown(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? 1 : 0),
      0,
    );
  const docs = path.join(siteDir, 'docs');
  const discussions = path.join(siteDir, 'data/knowledge-base/discussions');
  return (
    (existsSync(docs) ? markdown(docs) : 0) +
    (existsSync(discussions) ? readdirSync(discussions).filter((f) => f.endsWith('.json')).length : 0)
  );
}

/** How many processes to build in: CAIRN_BUILD_PROCESSES (1 or 2) or, unset, by the page count. */
export function buildProcesses(setting: string | undefined, pageSources: number): 1 | 2 {
  if (setting === undefined || setting === '') return pageSources >= splitFromPages ? 2 : 1;
  if (setting === '1' || setting === '2') return Number(setting) as 1 | 2;
  throw new Error(`build: CAIRN_BUILD_PROCESSES must be 1 or 2 (got '${setting}')`);
}

/**
 * Docusaurus passes every built page through @swc/html's minifier (@docusaurus/bundler
 * lib/minifyHtml.js, recorded in plugins/client-bundle/upstream-record.json) unless
 * SKIP_HTML_MINIFICATION is 'true'. The minifier parses and writes each page again, off the
 * worker's JavaScript thread, ~7 ms of CPU per page: at 10,046 pages the static generation took
 * 107 s with it and 65 s without. What it saves is small, since React writes no whitespace
 * between elements: attribute quotes, the head's line breaks and the theme's inline scripts, about
 * 300-400 bytes of a page's 6-8 KB gzip (4-5%), and no script or stylesheet byte. Every file
 * outside the pages (search index, Markdown twins, sitemap) is the same either way.
 */
export const skipHtmlMinification = 'true';

/**
 * Docusaurus recycles a static-generation worker thread once its heap passes this many bytes
 * (DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY, read by @docusaurus/core lib/ssg/ssgEnv.js).
 * A new worker reads the server bundle again and renders its first pages with cold code. In one
 * process, Rspack's memory is still resident under the workers, so they are kept small. In the
 * second process of a split build nothing else is resident, and Docusaurus's own default applies:
 * at 10,046 pages the workers' heaps stay under ~530 MB and are never recycled. Measured there,
 * the static generation alone, alternating: 53-67 s with 300 MB (3 runs), 42-50 s with 1 GB (3
 * runs); its peak 1.5 -> 1.9 GiB, under the bundling's ~3.5-4 GiB in the first process.
 */
export const workerRecycleBytes = { oneProcess: '300000000', renderingProcess: '1000000000' } as const;

/** The environment of each `docusaurus build` process, in order: one, or one that bundles and one that renders. */
export function processEnvs(processes: 1 | 2, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv[] {
  const recycle = 'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY';
  if (processes === 1) return [{ ...env, [recycle]: workerRecycleBytes.oneProcess }];
  return [
    { ...env, DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', DOCUSAURUS_SKIP_BUNDLING: undefined },
    {
      ...env,
      DOCUSAURUS_SKIP_BUNDLING: 'true',
      DOCUSAURUS_EXIT_AFTER_BUNDLING: undefined,
      [recycle]: workerRecycleBytes.renderingProcess,
    },
  ];
}

function docusaurusBuild(args: string[], env: NodeJS.ProcessEnv): void {
  const bin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const run = spawnSync(process.execPath, [bin, 'build', ...args], { cwd: root, env, stdio: 'inherit' });
  if (run.error) throw run.error;
  if (run.status !== 0) process.exit(run.status ?? 1);
}

function main(): void {
  const args = process.argv.slice(2);
  const pages = countPageSources(root);
  const processes = buildProcesses(process.env.CAIRN_BUILD_PROCESSES, pages);
  // Pages are written as React renders them, not minified: see `skipHtmlMinification` above.
  // One build time for both processes (docusaurus.config.ts), unless the caller set one.
  const env = {
    ...process.env,
    SKIP_HTML_MINIFICATION: skipHtmlMinification,
    CAIRN_BUILD_TIME: process.env.CAIRN_BUILD_TIME || new Date().toISOString(),
  };
  if (processes === 2)
    console.log(
      `[build] ${pages} page sources (>= ${splitFromPages}, or CAIRN_BUILD_PROCESSES=2): bundling in one process, ` +
        `rendering in a second, so the bundler's memory is returned before the static generation`,
    );
  for (const stepEnv of processEnvs(processes, env)) docusaurusBuild(args, stepEnv);
}

if (require.main === module) main();
