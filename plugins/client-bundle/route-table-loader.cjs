/**
 * Production transform of Docusaurus's generated `.docusaurus/routes.js`: the route table in
 * main.js, compacted.
 *
 * Docusaurus writes the table of all routes (~1,040 here) as object literals, each calling
 * `ComponentCreator(path, hash)`; with each path written twice and a random 3-character hash per
 * route it is ~13 KB gzip of main.js on every page. This loader writes the same table as one string
 * (one line per route: the length of the path prefix it shares with the line before, its flags, its
 * sidebar's index, the rest of its path) and a function that builds the same route objects from it
 * in the browser. The hash is not needed: a route's key for its route data is its path, and
 * `<path>#<n>` for the n-th later route with the same path (nested routes share paths like '/').
 * route-data-loader.cjs keys the route data the same way (`routeKeys`).
 *
 * The module hands the routes to `route-data/sections.ts`, which matches each long run of sibling
 * pages (the knowledge base) as one route.
 *
 * The loader checks its own output: the table is decoded with the very function the browser runs
 * and compared with the generated routes; a route field it does not know fails the build.
 */
'use strict';

const path = require('node:path');

/** The fields of a generated route that the table carries. */
const FIELDS = new Set(['path', 'component', 'exact', 'routes', 'sidebar']);

const EXACT = 1;
const CHILDREN = 2;
const SIDEBAR = 4;
/** A shared-prefix length is written as one character from here (' ' is 0). */
const PREFIX_BASE = 32;
/** Longer shared prefixes are cut to this, so the character stays printable ASCII ('z'). */
const MAX_PREFIX = 90;

/**
 * The generated routes, each as `{ path, hash, exact?, sidebar?, routes? }`: the module is
 * evaluated with a stand-in ComponentCreator that records its arguments.
 */
function parseRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (!/^return \[/m.test(body))
    throw new Error(
      'client-bundle: the generated routes.js format changed (no `export default [`); ' +
        'review plugins/client-bundle/route-table-loader.cjs against .docusaurus/routes.js',
    );
  const generated = new Function('React', 'ComponentCreator', body)(null, (path, hash) => ({ path, hash }));
  const convert = (routes) =>
    routes.map((route) => {
      const unknown = Object.keys(route).filter((field) => !FIELDS.has(field));
      if (unknown.length > 0 || typeof route.path !== 'string' || route.component?.path !== route.path)
        throw new Error(
          `client-bundle: route ${JSON.stringify(route.path)} has fields the route table does not carry ` +
            `(${unknown.join(', ') || 'component'}); extend plugins/client-bundle/route-table-loader.cjs`,
        );
      if (route.sidebar !== undefined && typeof route.sidebar !== 'string')
        throw new Error(`client-bundle: route ${route.path} has a sidebar that is not a string`);
      return {
        path: route.path,
        hash: route.component.hash,
        ...(route.exact === true ? { exact: true } : {}),
        ...(route.sidebar !== undefined ? { sidebar: route.sidebar } : {}),
        ...(route.routes ? { routes: convert(route.routes) } : {}),
      };
    });
  return convert(generated);
}

/** The table string and the sidebar names it refers to by index. */
function encodeRoutes(routes) {
  const sidebars = [];
  const lines = [];
  let previous = '';
  const encode = (list) => {
    for (const route of list) {
      let shared = 0;
      const max = Math.min(previous.length, route.path.length, MAX_PREFIX);
      while (shared < max && previous[shared] === route.path[shared]) shared += 1;
      let flags = (route.exact ? EXACT : 0) | (route.routes ? CHILDREN : 0);
      let sidebar = '';
      if (route.sidebar !== undefined) {
        if (!sidebars.includes(route.sidebar)) sidebars.push(route.sidebar);
        flags |= SIDEBAR;
        sidebar = `${sidebars.indexOf(route.sidebar).toString(36)} `;
      }
      if (route.path.includes('\n')) throw new Error(`client-bundle: route path with a line break: ${route.path}`);
      lines.push(String.fromCharCode(PREFIX_BASE + shared) + String(flags) + sidebar + route.path.slice(shared));
      previous = route.path;
      if (route.routes) {
        encode(route.routes);
        lines.push('');
      }
    }
  };
  encode(routes);
  return { table: lines.join('\n'), sidebars };
}

/**
 * Builds the route objects from the table; `create(path, key)` makes each route's component. This
 * function's source is what the browser runs (the loader writes it into the module), so it is
 * plain ES2015 with its constants inlined.
 */
function expandRoutes(table, sidebars, create) {
  var lines = table.split('\n');
  var seen = {};
  var at = 0;
  var previous = '';
  // A route's component is made when first read: only the routes a page matches are ever rendered
  // or preloaded, and making ~1,000 of them up front is work on every page's first load.
  function defineComponent(route, key) {
    var component;
    Object.defineProperty(route, 'component', {
      enumerable: true,
      get: function () {
        return component || (component = create(route.path, key));
      },
    });
  }
  function level() {
    var routes = [];
    while (at < lines.length) {
      var line = lines[at++];
      if (line === '') break;
      var flags = line.charCodeAt(1) - 48;
      var rest = line.slice(2);
      var sidebar;
      if (flags & 4) {
        var space = rest.indexOf(' ');
        sidebar = sidebars[parseInt(rest.slice(0, space), 36)];
        rest = rest.slice(space + 1);
      }
      var path = previous.slice(0, line.charCodeAt(0) - 32) + rest;
      previous = path;
      var n = seen[path] || 0;
      seen[path] = n + 1;
      var route = { path: path };
      defineComponent(route, n ? path + '#' + n : path);
      if (flags & 1) route.exact = true;
      if (flags & 4) route.sidebar = sidebar;
      if (flags & 2) route.routes = level();
      routes.push(route);
    }
    return routes;
  }
  return level();
}

/**
 * Each generated route's routesChunkNames key (`<path>-<hash>`) -> its key in the compact table,
 * as the browser computes it. Throws if the decoded table differs from the routes in any way.
 */
function routeKeys(routes) {
  const { table, sidebars } = encodeRoutes(routes);
  const decoded = expandRoutes(table, sidebars, (path, key) => key);
  const keys = new Map();
  const compare = (original, copy, where) => {
    if (original.length !== copy.length)
      throw new Error(`client-bundle: route table round trip lost routes under ${where}`);
    original.forEach((route, i) => {
      const other = copy[i];
      if (
        route.path !== other.path ||
        Boolean(route.exact) !== Boolean(other.exact) ||
        route.sidebar !== other.sidebar ||
        Boolean(route.routes) !== Boolean(other.routes)
      )
        throw new Error(`client-bundle: route table round trip changed ${route.path}`);
      if (route.hash !== undefined) keys.set(`${route.path}-${route.hash}`, other.component);
      if (route.routes) compare(route.routes, other.routes, route.path);
    });
  };
  compare(routes, decoded, '/');
  return { keys, table, sidebars };
}

/** The module that replaces routes.js. */
function routeTableModule(source) {
  const { table, sidebars } = routeKeys(parseRoutes(source));
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { sectionRoutes } from ${JSON.stringify(path.join(__dirname, 'route-data', 'sections.ts'))};`,
    `import SectionRoute from ${JSON.stringify(path.join(__dirname, 'route-data', 'SectionRoute.tsx'))};`,
    expandRoutes.toString(),
    // Long runs of sibling pages matched as one route each (route-data/sections.ts).
    `export default sectionRoutes(expandRoutes(${JSON.stringify(table)}, ${JSON.stringify(sidebars)}, ComponentCreator), SectionRoute);`,
    '',
  ].join('\n');
}

module.exports = function routeTableLoader(source) {
  return routeTableModule(source);
};
module.exports.parseRoutes = parseRoutes;
module.exports.routeKeys = routeKeys;
module.exports.expandRoutes = expandRoutes;
module.exports.routeTableModule = routeTableModule;
