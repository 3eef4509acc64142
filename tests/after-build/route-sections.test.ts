/**
 * The built pages of the route sections (plugins/client-bundle/route-data/sections.ts): the knowledge
 * base's discussions and, among the docs, the module reference pages. Each member page was rendered
 * as its own route. The router's match inside a section is the member's, so
 * what a page derives from it (the Markdown twin's link of 'Copy page') names the page and never
 * the section's pattern, which would also put the pattern of every discussion into every page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionParam } from '../../plugins/client-bundle/route-data/sections';

const build = path.resolve(__dirname, '../../build');
const kb = path.join(build, 'discussions/knowledge-base');
if (!existsSync(kb)) throw new Error(`${kb} does not exist: run npm run build (or npm run build:e2e) first`);
const numbers = readdirSync(kb).filter((name) => /^\d+$/.test(name));

describe('pages of a route section', () => {
  it('the knowledge base is long enough to be a section', () => {
    expect(numbers.length).toBeGreaterThanOrEqual(100);
  });

  it("each discussion page links its own Markdown twin and names no section's pattern", () => {
    const wrong = numbers.filter((n) => {
      const html = readFileSync(path.join(kb, n, 'index.html'), 'utf8');
      return html.includes(`:${sectionParam}(`) || !html.includes(`href="/discussions/knowledge-base/${n}.md"`);
    });
    expect(wrong, `pages with a wrong twin link: ${wrong.slice(0, 5).join(', ')}`).toEqual([]);
  });
});

describe('pages of a route section among the docs', () => {
  const modules = path.join(build, 'reference/modules');
  const pages = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((repo) =>
      readdirSync(path.join(modules, repo.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(modules, repo.name, entry.name, 'index.html')))
        .map((entry) => `${repo.name}/${entry.name}`),
    );

  it('the module reference is long enough to be a section', () => {
    expect(pages.length).toBeGreaterThanOrEqual(100);
  });

  it("each module reference page links its own Markdown twin, shows its sidebar, and names no section's pattern", () => {
    const wrong = pages.filter((page) => {
      const html = readFileSync(path.join(modules, page, 'index.html'), 'utf8');
      return (
        html.includes(`:${sectionParam}(`) ||
        !html.includes(`href="/reference/modules/${page}.md"`) ||
        // The sidebar, rendered on the server with this page as its current link.
        !html.includes(`aria-current="page" tabindex="0" href="/reference/modules/${page}/">`)
      );
    });
    expect(wrong, `pages with a wrong twin link or no active sidebar link: ${wrong.slice(0, 5).join(', ')}`).toEqual(
      [],
    );
  });
});
