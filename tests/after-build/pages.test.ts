/**
 * The built pages as scripts/build.ts means them to be written: as the page template and React's
 * render produce them, without Docusaurus's HTML minifier (SKIP_HTML_MINIFICATION, see
 * `skipHtmlMinification` there). Minified, a page starts `<!doctype html><html lang=en` and its
 * inline scripts are rewritten.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptLoader } from '../../plugins/client-bundle/ssr-template';

const build = path.resolve(__dirname, '../../build');
const page = (route: string): string => {
  const file = path.join(build, route, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} does not exist: run npm run build (or npm run build:e2e) first`);
  return readFileSync(file, 'utf8');
};

describe('built pages', () => {
  it.each(['', 'intro', 'tags'])('/%s is written as rendered, not minified', (route) => {
    const html = page(route);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en" dir="ltr" ')).toBe(true);
    // The page loader as the template writes it (its engine drops the lines' indentation).
    const loader = scriptLoader
      .split('\n')
      .map((line) => line.trim())
      .join('\n');
    expect(html).toContain(`<script>${loader}</script>`);
  });
});
