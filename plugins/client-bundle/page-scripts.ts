/**
 * After the build: every page lists the scripts it runs the way ssr-template.ts means it to.
 *
 * Two upstream details would otherwise fail without a sound:
 * - the template tells main.js from the other scripts by its file name (`main.`): if the bundler's
 *   naming or the entry's name changed, no page would preload it;
 * - each page's route scripts come from the client manifest of react-loadable-ssr-addon, looked up
 *   by the chunk names the server render reports (route-data/report-server.ts): if the manifest were
 *   keyed otherwise, every page would list only the entry's scripts and load its own only after
 *   main.js had run.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The part of the client manifest (`.docusaurus/client-manifest.json`) read here. */
export interface ClientManifest {
  entrypoints: string[];
  assets: Record<string, Record<string, { file: string }[]> | undefined>;
}

/** The entry chunk's script file (`assets/js/main.<hash>.js`), as the client manifest names it. */
export function mainScriptFile(manifest: ClientManifest): string {
  const entry = manifest.entrypoints[0];
  const files = (entry && manifest.assets[entry]?.js) || [];
  if (manifest.entrypoints.length !== 1 || files.length !== 1)
    throw new Error(
      `client-bundle: the client manifest no longer names one entry with one script (entrypoints: ${JSON.stringify(manifest.entrypoints)}); ` +
        'review plugins/client-bundle/page-scripts.ts and ssr-template.ts',
    );
  return files[0].file;
}

/** The page's listed scripts (`data-entry` tags), in order, and which of them are preloaded. */
export function listedScripts(html: string): { url: string; preloaded: boolean }[] {
  return [...html.matchAll(/<(link|meta)\b[^>]*\bdata-entry\b[^>]*>/g)].map(([tag, name]) => {
    const value = /\b(?:href|content)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/.exec(tag);
    return { url: value?.[1] ?? value?.[2] ?? value?.[3] ?? '', preloaded: name === 'link' };
  });
}

/** Problems of one page's script list; `mainFile` is the entry's script path (without the base URL). */
export function pageScriptProblems(html: string, mainFile: string): string[] {
  const scripts = listedScripts(html);
  const problems: string[] = [];
  const preloaded = scripts.filter((s) => s.preloaded);
  if (preloaded.length !== 1 || !preloaded[0].url.endsWith(`/${mainFile}`))
    problems.push(
      `preloads ${preloaded.map((s) => s.url).join(', ') || 'no script'} instead of ${mainFile} ` +
        "(ssr-template.ts finds main.js by the file name 'main.')",
    );
  if (!scripts.some((s) => /\/route-data-[^/]*\.js$/.test(s.url)))
    problems.push(
      'lists no route-data script: the server render reported chunk names the client manifest does not know ' +
        '(route-data/report-server.ts), so its route scripts load only after main.js',
    );
  return problems;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** Throws, naming up to five pages and what is wrong with each, when any page's script list is off. */
export function checkPageScripts(outDir: string, manifest: ClientManifest): void {
  const mainFile = mainScriptFile(manifest);
  const bad: string[] = [];
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    // Only pages the site renders (not e.g. an HTML file copied from static/).
    if (!/<div id="?__docusaurus"?>/.test(html)) continue;
    pages += 1;
    const problems = pageScriptProblems(html, mainFile);
    if (problems.length) bad.push(`${path.relative(outDir, file)}: ${problems.join('; ')}`);
  }
  if (pages === 0) throw new Error(`client-bundle: no rendered page found in ${outDir}`);
  if (bad.length)
    throw new Error(
      `client-bundle: ${bad.length} of ${pages} pages list their scripts wrongly:\n- ${bad.slice(0, 5).join('\n- ')}`,
    );
}
