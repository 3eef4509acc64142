/**
 * Writes a Pagefind index from search records: `node write-index.mjs <records.json> <outputDir>`.
 * A separate Node process because Pagefind's API is ESM-only and Docusaurus loads plugins through
 * a CommonJS loader. Prints a JSON summary on success; exits 1 with the reason otherwise.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

const [recordsFile, outputPath] = process.argv.slice(2);
if (!recordsFile || !outputPath) {
  console.error('usage: node write-index.mjs <records.json> <outputDir>');
  process.exit(2);
}

/** @type {{ url: string; anchor: string | null; type: string; hierarchy: Record<string, string | null>; content: string | null; language: string; tags: string[] }[]} */
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', includeCharacters: '_' });
if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
const batch = 200;
for (let i = 0; i < records.length; i += batch) {
  const results = await Promise.all(
    records.slice(i, i + batch).map((r) => {
      const h = r.hierarchy;
      return index.addCustomRecord({
        url: r.url,
        // Headings are part of the searchable text, so a query matching only a title still finds it.
        content: [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content].filter(Boolean).join('. '),
        language: 'en',
        meta: {
          title: h.lvl1 ?? '',
          hierarchy: JSON.stringify(h),
          type: r.type,
          anchor: r.anchor ?? '',
          body: r.content ?? '',
        },
        filters: { language: [r.language], docusaurus_tag: r.tags },
      });
    }),
  );
  const failed = results.flatMap((r) => r.errors);
  if (failed.length) throw new Error(`Pagefind rejected records: ${failed.slice(0, 5).join('; ')}`);
}
rmSync(outputPath, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath });
if (written.errors.length) throw new Error(`writing the index failed: ${written.errors.join('; ')}`);
await pagefind.close();
// Pagefind's own UI bundles are not used: the site has its own search UI.
for (const name of readdirSync(outputPath)) {
  if (/^pagefind-(ui|modular-ui|component-ui|highlight)/.test(name))
    rmSync(path.join(outputPath, name), { recursive: true, force: true });
}
console.log(JSON.stringify({ records: records.length }));
