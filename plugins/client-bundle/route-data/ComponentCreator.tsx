/**
 * Replaces `@docusaurus/ComponentCreator` in production builds (plugins/client-bundle): the route
 * component of each route in `@generated/routes`, reading route data by group
 * (route-data-loader.cjs) instead of from the two site-wide tables Docusaurus keeps in main.js.
 *
 * Like Docusaurus's own: the component loads every chunk of its route (component, props, content,
 * route context), then renders `__comp` with the loaded modules as props inside the route's
 * context. It loads its group's data first; `preload()` does both, so the first render and
 * every navigation find everything loaded. On the server, `reportedModules` names the route's
 * chunks and its group's data chunk, which become the page's `<script>` tags, and the route's
 * fetched data (a `.fetch.json` module, route-data-loader.cjs) is preloaded from the page's head,
 * so it downloads alongside main.js instead of after it.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import Loadable from 'react-loadable';
import Head from '@docusaurus/Head';
import Loading from '@theme/Loading';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import type { PluginRouteContext } from '@docusaurus/types';
import type { RouteData } from '@cairn/route-data';
import { loadGroup, groupOf } from './groups';
import { reportedModules } from '@cairn/route-report';
import { fetchedUrl, preloadFetched } from '@cairn/route-fetch';
import { chunkNamesByKeyPath, routeProps, type ChunkTree, type LoadedModule } from './route-props';

interface Loaded {
  tree: ChunkTree;
  modules: Record<string, LoadedModule>;
  /** URLs of the route's fetched modules. */
  fetched: string[];
}

async function loadRoute(key: string, group: string): Promise<Loaded> {
  const data: RouteData = await loadGroup(group);
  const tree = data.chunkNames[key];
  if (!tree) throw new Error(`No route data for ${key} in group '${group}'.`);
  const chunkNames = Object.entries(chunkNamesByKeyPath(tree));
  const entries = await Promise.all(
    chunkNames.flatMap(([keyPath, chunkName]) => {
      const load = data.registry[chunkName];
      return load ? [load().then((module) => [keyPath, module as LoadedModule] as const)] : [];
    }),
  );
  const fetched = chunkNames.flatMap(([, chunkName]) => {
    const asset = data.fetched[chunkName];
    return asset ? [fetchedUrl(asset)] : [];
  });
  return { tree, modules: Object.fromEntries(entries), fetched };
}

function renderRoute({ tree, modules, fetched }: Loaded, props: object): ReactNode {
  const { __comp: Component, __context: context, __props: extraProps, ...rest } = routeProps(tree, modules);
  const Comp = Component as ComponentType<Record<string, unknown>>;
  return (
    <RouteContextProvider value={(context ?? null) as PluginRouteContext | null}>
      {preloadFetched && fetched.length > 0 && (
        <Head>
          {fetched.map((url) => (
            // `fetch()` requests same-origin data in CORS mode: the preload must say so to be reused.
            <link key={url} rel="preload" as="fetch" crossOrigin="anonymous" href={url} />
          ))}
        </Head>
      )}
      <Comp {...rest} {...(extraProps as object | undefined)} {...props} />
    </RouteContextProvider>
  );
}

/** `key`: the route's key in its group's data (route-table-loader.cjs), '*' for the not-found route. */
export default function ComponentCreator(path: string, key: string) {
  if (path === '*') {
    return Loadable({
      loading: Loading,
      loader: () => import(/* webpackChunkName: "not-found" */ '@theme/NotFound'),
      modules: reportedModules('*', null),
      render(loaded: { default: ComponentType }, props: object) {
        const NotFound = loaded.default;
        return (
          <RouteContextProvider value={{ plugin: { name: 'native', id: 'default' } }}>
            <NotFound {...props} />
          </RouteContextProvider>
        );
      },
    });
  }
  const group = groupOf(path);
  let loaded: Loaded | undefined;
  const component = Loadable({
    loading: Loading,
    loader: () => loadRoute(key, group).then((result) => (loaded = result)),
    modules: reportedModules(key, group),
    render: renderRoute,
  });
  // A parent route reads a child's module before the child renders: src/theme/DocRoot takes the
  // current doc's sidebar from it (plugins/docs). `preload()` has loaded every matched route by then.
  return Object.assign(component, {
    loadedModule: (keyPath: string): unknown => loaded?.modules[keyPath]?.default,
  });
}
