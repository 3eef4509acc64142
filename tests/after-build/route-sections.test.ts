/**
 * The built pages of a route section (plugins/client-bundle/route-data/sections.ts): each member
 * page was rendered as its own route. The router's match inside a section is the member's, so
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
      return html.includes(`:${sectionParam}(`) || !html.includes(`href=/discussions/knowledge-base/${n}.md`);
    });
    expect(wrong, `pages with a wrong twin link: ${wrong.slice(0, 5).join(', ')}`).toEqual([]);
  });
});
