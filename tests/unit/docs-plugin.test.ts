import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { navbarDocRefs, trimGlobalDocs, trimVersionDocs } from '../../plugins/docs';
import { navbar } from '../../src/config/layout';

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: { introSidebar: [{ type: 'link', href: '/intro/', label: 'Start here', docId: 'intro/index' }] },
  docs: {
    'intro/index': { id: 'intro/index', title: 'Start here', description: 'Long text', sidebar: 'introSidebar' },
  },
};

describe('version metadata prop', () => {
  it('empties the docs map of each version prop in the tree and keeps the sidebars', () => {
    const tree: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: { version: versionProp },
          routes: [{ path: '/intro/', component: '@theme/DocItem', exact: true }],
        },
      ],
    };
    const counter = { count: 0 };
    const out = trimVersionDocs(tree, counter);
    const version = out.routes?.[0]?.props?.version as typeof versionProp;
    expect(counter.count).toBe(1);
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual(versionProp.docsSidebars);
    expect(out.routes?.[0]?.routes).toEqual(tree.routes?.[0]?.routes);
    // The input is left as it was.
    expect((tree.routes?.[0]?.props?.version as typeof versionProp).docs).toEqual(versionProp.docs);
  });

  it('leaves routes without a version prop untouched', () => {
    const route: RouteConfig = {
      path: '/tags/x',
      component: '@theme/DocTagDocListPage',
      props: { tag: { label: 'x' } },
    };
    const counter = { count: 0 };
    expect(trimVersionDocs(route, counter)).toEqual(route);
    expect(counter.count).toBe(0);
  });
});

describe('global data docs', () => {
  const version = {
    name: 'current',
    mainDocId: 'intro/index',
    docs: [
      { id: 'intro/index', path: '/intro/', sidebar: 'introSidebar' },
      { id: 'intro/overview', path: '/intro/overview', sidebar: 'introSidebar' },
      { id: 'library/overview/index', path: '/library/overview/', sidebar: 'librarySidebars' },
      { id: 'library/guide', path: '/library/guide', sidebar: 'librarySidebars' },
      { id: 'reference/vpc', path: '/reference/vpc', sidebar: 'libraryRefSidebars' },
      { id: 'patcher/index', path: '/patcher/', sidebar: 'patcherSidebars' },
      { id: 'orphan', path: '/orphan' },
    ],
  };

  it('finds doc and sidebar items in dropdowns too', () => {
    const refs = navbarDocRefs([
      { type: 'doc', docId: 'a' },
      { type: 'dropdown', items: [{ type: 'doc', docId: 'b' }, { type: 'docSidebar', sidebarId: 's' }, { to: '/x' }] },
    ]);
    expect([...refs.docIds]).toEqual(['a', 'b']);
    expect([...refs.sidebarIds]).toEqual(['s']);
  });

  it("keeps navbar docs, the main doc and every doc of the navbar items' sidebars", () => {
    const refs = { docIds: new Set(['library/overview/index']), sidebarIds: new Set(['patcherSidebars']) };
    const [out] = trimGlobalDocs([version], refs);
    expect(out.docs.map((d) => d.id)).toEqual([
      'intro/index',
      'library/overview/index',
      'library/guide',
      'patcher/index',
    ]);
    expect(out.name).toBe('current');
  });

  it("keeps every doc the site's navbar names, so its doc items resolve", () => {
    const refs = navbarDocRefs(navbar.items);
    expect(refs.docIds.size).toBeGreaterThan(0);
    const docs = [...refs.docIds].map((id) => ({ id, path: `/${id}`, sidebar: 'someSidebar' }));
    const [out] = trimGlobalDocs([{ mainDocId: 'x', docs }], refs);
    expect(out.docs.map((d) => d.id).sort()).toEqual([...refs.docIds].sort());
  });
});
