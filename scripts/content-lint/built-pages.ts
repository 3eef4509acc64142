/**
 * Checks over the built HTML pages, for what only shows once a page is rendered: an admonition
 * Docusaurus could not read leaves its `:::` fence in the page as text. The source check
 * (./admonitions.ts) names the usual causes; this one catches any cause, in any kind of page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** Elements whose text is code or not shown: a `:::` in them is meant. */
const skipped = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'template', 'noscript', 'textarea']);

/** Each piece of shown text (outside code) that holds a literal `:::`, trimmed to a readable length. */
export function literalDirectiveTexts(html: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let text = '';
  const flush = () => {
    const at = text.indexOf(':::');
    if (at !== -1)
      found.push(
        text
          .slice(Math.max(0, at - 20), at + 60)
          .replace(/\s+/g, ' ')
          .trim(),
      );
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        flush();
        open.push(name);
        if (skipped.has(name)) skipping += 1;
      },
      ontext(data) {
        if (skipping === 0) text += data;
      },
      onclosetag(name) {
        flush();
        // Void elements close at once; pop back to the matching element.
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        for (const closed of open.splice(at)) if (skipped.has(closed)) skipping -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return found;
}

/** Every HTML file under a build folder, relative to it. */
export function builtHtmlFiles(buildDir: string, dir = ''): string[] {
  return readdirSync(path.join(buildDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtHtmlFiles(buildDir, rel);
    return entry.name.endsWith('.html') ? [rel] : [];
  });
}
