import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { applyDocSearchFixes, fixes } = require('../../plugins/search/docsearch-fixes.cjs') as {
  applyDocSearchFixes: (s: string) => string;
  fixes: { name: string; find: string; replace: string }[];
};
const root = path.resolve(__dirname, '../..');
const modalFile = path.join(root, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js');
const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@docsearch/react/package.json'), 'utf8')) as {
  version: string;
};

describe('DocSearch modal fixes (build-time transform)', () => {
  it(`apply, each exactly once, to the installed @docsearch/react ${pkg.version}`, () => {
    const source = readFileSync(modalFile, 'utf8');
    const fixed = applyDocSearchFixes(source);
    for (const fix of fixes) {
      expect(source.split(fix.find).length - 1, fix.name).toBe(1);
      expect(fixed.includes(fix.replace), fix.name).toBe(true);
      expect(fixed.includes(fix.find), fix.name).toBe(false);
    }
  });

  it('fail loudly, naming the fix, when the code they fix has changed', () => {
    const source = readFileSync(modalFile, 'utf8').replace(fixes[1].find, 'changed upstream');
    expect(() => applyDocSearchFixes(source)).toThrow(/DocSearch fix 'search-suggestions' found its code 0 times/);
  });

  it('pins the DocSearch version the fixes were written for', () => {
    const site = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      overrides: Record<string, string>;
    };
    expect(site.overrides['@docsearch/react']).toBe(pkg.version);
  });
});
