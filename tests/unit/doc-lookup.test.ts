import { describe, expect, it } from 'vitest';
import type { GlobalDoc, GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
// The functions the lookups replace, as the theme runs them.
import { getActiveDocContext } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import { docAtPath, layoutDoc, pathKey } from '../../src/lib/doc-lookup';

const version = (docs: GlobalDoc[], draftIds: string[] = []): GlobalVersion => ({
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/',
  mainDocId: docs[0]?.id ?? '',
  docs,
  draftIds,
});

const docs: GlobalDoc[] = [
  { id: 'intro', path: '/intro', sidebar: 'main' },
  { id: 'guide', path: '/guides/setup/', sidebar: 'main' },
  { id: 'Caps', path: '/Library/Overview' },
  // A path with a parameter before a static path it also matches: `find` returns the first.
  { id: 'param', path: '/reference/:repo/one' },
  { id: 'static', path: '/reference/vpc/one', sidebar: 'ref' },
  { id: 'static-first', path: '/modules/aws/x' },
  { id: 'param-after', path: '/modules/:org/x' },
  { id: 'home', path: '/' },
  { id: 'dup', path: '/intro/' },
  { id: 'accent', path: '/café' },
  { id: 'unlisted', path: '/hidden', unlisted: true },
];

const pathnames = [
  ...docs.flatMap(({ path }) => [path, `${path}/`, path.replace(/\/$/, ''), path.toUpperCase(), path.toLowerCase()]),
  '/intro//',
  '/intro/more',
  '/guides',
  '/guides/setup/x',
  '/reference/s3/one',
  '/reference/vpc/one/',
  '/modules/other/x',
  '/CAFÉ',
  '/caf%C3%A9',
  '',
  '/nope',
];

describe('doc lookups by map', () => {
  it('finds the doc at a path exactly as getActiveDocContext does, for every path shape', () => {
    const v = version(docs);
    const data: GlobalPluginData = { path: '/', versions: [v], breadcrumbs: true };
    for (const pathname of pathnames)
      expect(docAtPath(v, pathname), pathname).toBe(getActiveDocContext(data, pathname).activeDoc);
    // The cases the table is there for.
    expect(docAtPath(v, '/reference/vpc/one')?.id).toBe('param');
    expect(docAtPath(v, '/modules/aws/x')?.id).toBe('static-first');
    expect(docAtPath(v, '/INTRO/')?.id).toBe('intro');
  });

  it('agrees with getActiveDocContext on a 3,000-doc version, each path asked of every doc', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      id: `m${i}`,
      path: `/reference/modules/repo-${i % 40}/m-${i}/`,
    }));
    const v = version(many);
    const data: GlobalPluginData = { path: '/', versions: [v], breadcrumbs: true };
    for (const pathname of [...many.slice(0, 200).map((d) => d.path.slice(0, -1)), '/reference/modules/repo-1/'])
      expect(docAtPath(v, pathname), pathname).toBe(getActiveDocContext(data, pathname).activeDoc);
  });

  it('keys a path as matchPath compares it', () => {
    expect(pathKey('/A/b/')).toBe('/a/b');
    expect(pathKey('/')).toBe(pathKey(''));
    expect(pathKey('//')).not.toBe(pathKey('/'));
    expect(pathKey('/a//')).toBe('/a/');
  });

  it("finds an item's doc in the first candidate version that has it, like useLayoutDoc", () => {
    const older = { ...version([{ id: 'intro', path: '/1.0/intro' }]), name: '1.0', isLast: false };
    const current = version(docs, ['draft']);
    expect(layoutDoc('intro', [older, current])?.path).toBe('/1.0/intro');
    expect(layoutDoc('guide', [older, current])?.path).toBe('/guides/setup/');
    expect(layoutDoc('draft', [older, current])).toBeNull();
    expect(() => layoutDoc('missing', [older, current])).toThrow(
      `Couldn't find any doc with id "missing" in versions "1.0, current".`,
    );
  });
});
