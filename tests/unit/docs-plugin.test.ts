import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { navbarDocRefs, splitSidebars, trimGlobalDocs, trimVersionDocs } from '../../plugins/docs';
import { PARTS_MIN_LINKS, splitSidebarParts, type SidebarPart } from '../../plugins/docs/sidebar-parts';
import type { PropSidebar, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { navbar } from '../../src/config/layout';
import { allSidebars, docIds } from './sidebar-docs';

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

describe('sidebars split out of the version prop', () => {
  const faqSidebar = [{ type: 'link', href: '/faq/', label: 'FAQ', docId: 'faq/index' }];
  const tree: RouteConfig = {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: { version: { ...versionProp, docsSidebars: { ...versionProp.docsSidebars, faqSidebars: faqSidebar } } },
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [
              {
                path: '/intro/',
                component: '@theme/DocItem',
                exact: true,
                sidebar: 'introSidebar',
                modules: { content: 'a.md' },
              },
              {
                path: '/faq/',
                component: '@theme/DocItem',
                exact: true,
                sidebar: 'faqSidebars',
                modules: { content: 'b.md' },
              },
              { path: '/alone/', component: '@theme/DocItem', exact: true, modules: { content: 'c.md' } },
            ],
          },
        ],
      },
    ],
  };
  const split = async (route: RouteConfig) => {
    const written: Record<string, unknown> = {};
    const out = await splitSidebars(route, async (file, items) => {
      written[file] = items;
      return `/generated/${file}`;
    });
    return { out, written };
  };

  it('writes each sidebar once, empties the prop, and gives each doc route its own sidebar only', async () => {
    const before = JSON.stringify(tree);
    const { out, written } = await split(tree);
    expect(written).toEqual({
      'sidebar-current-introSidebar.json': versionProp.docsSidebars.introSidebar,
      'sidebar-current-faqSidebars.json': faqSidebar,
    });
    const versionRoute = out.routes?.[0];
    expect((versionRoute?.props?.version as { docsSidebars: unknown }).docsSidebars).toEqual({});
    expect((versionRoute?.props?.version as { docs: unknown }).docs).toEqual(versionProp.docs);
    const docs = versionRoute?.routes?.[0]?.routes ?? [];
    expect(docs.map((route) => route.modules)).toEqual([
      { content: 'a.md', docSidebar: '/generated/sidebar-current-introSidebar.json' },
      { content: 'b.md', docSidebar: '/generated/sidebar-current-faqSidebars.json' },
      { content: 'c.md' },
    ]);
    expect(docs.map((route) => route.sidebar)).toEqual(['introSidebar', 'faqSidebars', undefined]);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('fails on a doc route naming a sidebar its version does not have, and on a name that is no file name', async () => {
    const unknownSidebar = JSON.parse(JSON.stringify(tree)) as RouteConfig;
    const docs = unknownSidebar.routes?.[0]?.routes?.[0]?.routes ?? [];
    docs[0] = { ...docs[0], sidebar: 'gone' };
    await expect(split(unknownSidebar)).rejects.toThrow(
      'route /intro/ names sidebar gone, which its version does not have',
    );
    const badName = JSON.parse(JSON.stringify(tree)) as RouteConfig;
    const version = badName.routes?.[0]?.props?.version as { docsSidebars: Record<string, unknown> };
    version.docsSidebars['../x'] = [];
    await expect(split(badName)).rejects.toThrow('sidebar "../x" of version current cannot name a file');
  });

  it('leaves a tree without a version prop as it is', async () => {
    const route: RouteConfig = {
      path: '/tags/x',
      component: '@theme/DocTagDocListPage',
      props: { tag: { label: 'x' } },
    };
    const { out, written } = await split(route);
    expect(out).toEqual(route);
    expect(written).toEqual({});
  });
});

describe('parts of a large sidebar', () => {
  const link = (href: string, unlisted = false) => ({
    type: 'link' as const,
    href,
    label: href,
    docId: href,
    unlisted,
  });
  const category = (label: string, items: PropSidebar, collapsed = true): PropSidebarItemCategory => ({
    type: 'category',
    label,
    items,
    collapsed,
    collapsible: true,
  });
  const modules = (repo: string, n: number) =>
    Array.from({ length: n }, (_, i) => link(`/reference/modules/${repo}/m-${i}/`));
  const big: PropSidebar = [
    link('/library/reference/'),
    category('Modules', [category('repo-a', modules('repo-a', 60)), category('repo-b', modules('repo-b', 60))], false),
    category('Hidden', [link('/hidden/', true)]),
  ];

  it('makes each outermost collapsed category a stub of its first link, with its items in a file named by their hash', () => {
    const { skeleton, parts } = splitSidebarParts('current-ref', big, '/docs/');
    expect(parts).toHaveLength(2);
    const [a, b] = parts;
    expect(a.file).toMatch(/^assets\/sidebar\/current-ref-0\.[0-9a-f]{10}\.json$/);
    expect(a.url).toBe(`/docs/${a.file}`);
    expect(JSON.parse(a.json)).toEqual(modules('repo-a', 60));
    expect([...b.hrefs]).toEqual(modules('repo-b', 60).map((l) => l.href));
    const open = skeleton[1] as PropSidebarItemCategory;
    expect(open.items).toEqual([
      { ...category('repo-a', [modules('repo-a', 1)[0]]), customProps: { cairnSidebarPart: a.url } },
      { ...category('repo-b', [modules('repo-b', 1)[0]]), customProps: { cairnSidebarPart: b.url } },
    ]);
    // A category without a visible link stays whole; links outside collapsed categories stay.
    expect(skeleton[2]).toEqual(big[2]);
    expect(skeleton[0]).toEqual(big[0]);
    // The same items give the same file; other items another.
    expect(splitSidebarParts('current-ref', big, '/docs/').parts[0].file).toBe(a.file);
    const changed: PropSidebar = [
      big[0],
      category(
        'Modules',
        [category('repo-a', modules('repo-a', 61)), category('repo-b', modules('repo-b', 60))],
        false,
      ),
    ];
    expect(splitSidebarParts('current-ref', changed, '/docs/').parts[0].file).not.toBe(a.file);
  });

  it(`leaves a sidebar of fewer than ${PARTS_MIN_LINKS} links whole`, () => {
    const small: PropSidebar = [category('repo-a', modules('repo-a', PARTS_MIN_LINKS - 1))];
    expect(splitSidebarParts('current-small', small, '/')).toEqual({ skeleton: small, parts: [] });
  });

  it('gives each doc inside a part its part module, and collects the parts for the build', async () => {
    const tree: RouteConfig = {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: { version: { ...versionProp, docsSidebars: { ref: big } } },
      routes: [
        { path: '/library/reference/', component: '@theme/DocItem', exact: true, sidebar: 'ref' },
        { path: '/reference/modules/repo-b/m-7/', component: '@theme/DocItem', exact: true, sidebar: 'ref' },
      ],
    };
    const written: Record<string, unknown> = {};
    const parts: SidebarPart[] = [];
    const out = await splitSidebars(
      tree,
      async (file, data) => {
        written[file] = data;
        return `/generated/${file}`;
      },
      { baseUrl: '/', parts },
    );
    expect(parts.map((p) => p.file)).toHaveLength(2);
    expect(out.routes?.map((r) => r.modules)).toEqual([
      { docSidebar: '/generated/sidebar-current-ref.json' },
      {
        docSidebar: '/generated/sidebar-current-ref.json',
        docSidebarPart: '/generated/sidebar-current-ref-part-1.json',
      },
    ]);
    expect(written['sidebar-current-ref-part-1.json']).toEqual({ url: parts[1].url, items: modules('repo-b', 60) });
    expect(JSON.stringify(written['sidebar-current-ref.json'])).not.toContain('/reference/modules/repo-b/m-7/');
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

  describe("on the site's own docs and navbar", () => {
    // Every doc in a sidebar, as the docs plugin's global data lists them (with their sidebar).
    const docs = Object.entries(allSidebars).flatMap(([sidebar, items]) =>
      docIds(items).map((id) => ({ id, path: `/${id}`, sidebar })),
    );
    const refs = navbarDocRefs(navbar.items);
    const [out] = trimGlobalDocs([{ mainDocId: 'intro/overview/intro-to-cairn', docs }], refs);
    const kept = new Set(out.docs.map((d) => d.id));
    const sidebarOf = new Map(docs.map((d) => [d.id, d.sidebar]));
    const navbarSidebars = new Set([...refs.sidebarIds, ...[...refs.docIds].map((id) => sidebarOf.get(id))]);

    it('keeps every doc the navbar names, so its doc items resolve', () => {
      expect(refs.docIds.size).toBeGreaterThan(0);
      for (const id of refs.docIds) expect(kept.has(id), id).toBe(true);
    });

    it("keeps every doc of the navbar's sidebars, so the navbar marks the active item on each", () => {
      for (const doc of docs.filter((d) => navbarSidebars.has(d.sidebar))) expect(kept.has(doc.id), doc.id).toBe(true);
    });

    it('drops the docs of the sidebars the navbar does not reach', () => {
      const unreached = docs.filter((d) => !navbarSidebars.has(d.sidebar) && d.id !== 'intro/overview/intro-to-cairn');
      expect(unreached.length).toBeGreaterThan(0);
      for (const doc of unreached) expect(kept.has(doc.id), doc.id).toBe(false);
    });
  });
});
