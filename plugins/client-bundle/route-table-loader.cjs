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
 * A long run of sibling pages (the knowledge base's discussions) is not in the table at all: it is one
 * line, a route section (`findSections` here, `route-data/sections.ts` in the browser), whose
 * members are known from the route data of their group (route-data-loader.cjs), loaded with the
 * page. So the table, and with it main.js, does not grow with the knowledge base.
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
const SECTION = 8;
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

/** Runs shorter than this stay in the table: a section pays off only for long runs. */
const MIN_SECTION_SIZE = 100;
/** A member's last segment: lower case, so that its route data key is the path any spelling resolves to. */
const MEMBER_SEGMENT = /^[a-z0-9_-]+$/;
/** Characters that make a path-to-regexp path dynamic (as route-data/route-match.ts). */
const DYNAMIC = /[:*?+()[\]{}\\]/;

const trimFinalSlash = (p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** The folder (ending in '/') a top-level route could share a section under, or null. */
function sectionFolder(route) {
  if (route.exact !== true || route.routes || route.sidebar !== undefined) return null;
  const cut = route.path.lastIndexOf('/');
  if (cut < 0 || !MEMBER_SEGMENT.test(route.path.slice(cut + 1))) return null;
  const folder = route.path.slice(0, cut + 1);
  return DYNAMIC.test(folder) ? null : folder;
}

/**
 * The route sections of a top-level route list: each run of at least `minSize` consecutive exact,
 * static routes without child routes or sidebar that differ only in a lower-case last segment, as
 * `{ start, end, folder }` (end exclusive). A section's route matches any `<folder><segment>` and
 * finds whether that path is a member by looking for its key in the route data, so a run is a
 * section only if no other route of the whole table has a path of that shape (in any letter case,
 * with or without a final slash) and no two members have one path: then a member's key is its path
 * and every such key in the route data is a member's.
 */
function findSections(routes, minSize = MIN_SECTION_SIZE) {
  const runs = [];
  let start = 0;
  while (start < routes.length) {
    const folder = sectionFolder(routes[start]);
    let end = start + 1;
    if (folder !== null) while (end < routes.length && sectionFolder(routes[end]) === folder) end += 1;
    if (folder !== null && end - start >= minSize) runs.push({ start, end, folder });
    start = end;
  }
  if (runs.length === 0) return runs;
  // Every path of the table, lower case without a final slash, with the index of its top-level route.
  const all = [];
  const walk = (list, top) =>
    list.forEach((route, i) => {
      all.push([trimFinalSlash(route.path).toLowerCase(), top === null ? i : top]);
      if (route.routes) walk(route.routes, top === null ? i : top);
    });
  walk(routes, null);
  return runs.filter(({ start: from, end, folder }) => {
    const prefix = folder.toLowerCase();
    const shaped = ([p, at]) =>
      (at < from || at >= end) && p.startsWith(prefix) && MEMBER_SEGMENT.test(p.slice(prefix.length));
    const members = new Set(routes.slice(from, end).map((route) => route.path));
    return members.size === end - from && !all.some(shaped);
  });
}

/** The table string and the sidebar names it refers to by index. */
function encodeRoutes(routes) {
  const sidebars = [];
  const lines = [];
  let previous = '';
  const sections = findSections(routes);
  const line = (routePath, flags, sidebar) => {
    let shared = 0;
    const max = Math.min(previous.length, routePath.length, MAX_PREFIX);
    while (shared < max && previous[shared] === routePath[shared]) shared += 1;
    if (routePath.includes('\n')) throw new Error(`client-bundle: route path with a line break: ${routePath}`);
    lines.push(String.fromCharCode(PREFIX_BASE + shared) + String(flags) + sidebar + routePath.slice(shared));
    previous = routePath;
  };
  const encode = (list, top) => {
    for (let i = 0; i < list.length; i += 1) {
      const section = top ? sections.find((run) => run.start === i) : undefined;
      if (section) {
        line(section.folder, SECTION | EXACT, '');
        i = section.end - 1;
        continue;
      }
      const route = list[i];
      let flags = (route.exact ? EXACT : 0) | (route.routes ? CHILDREN : 0);
      let sidebar = '';
      if (route.sidebar !== undefined) {
        if (!sidebars.includes(route.sidebar)) sidebars.push(route.sidebar);
        flags |= SIDEBAR;
        sidebar = `${sidebars.indexOf(route.sidebar).toString(36)} `;
      }
      line(route.path, flags, sidebar);
      if (route.routes) {
        encode(route.routes, false);
        lines.push('');
      }
    }
  };
  encode(routes, true);
  return { table: lines.join('\n'), sidebars, sections };
}

/**
 * Builds the route objects from the table; `create(path, key)` makes each route's component. A
 * section's line becomes `{ path: <folder>, exact: true, section: true }`, without a component
 * (route-data/sections.ts makes its route). This function's source is what the browser runs (the
 * loader writes it into the module), so it is plain ES2015 with its constants inlined.
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
      if (flags & 8) {
        routes.push({ path: path, exact: true, section: true });
        continue;
      }
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
  const { table, sidebars, sections } = encodeRoutes(routes);
  const decoded = expandRoutes(table, sidebars, (path, key) => key);
  const keys = new Map();
  const same = (route, other) =>
    route.path === other.path &&
    Boolean(route.exact) === Boolean(other.exact) &&
    route.sidebar === other.sidebar &&
    Boolean(route.routes) === Boolean(other.routes) &&
    !other.section;
  const compare = (original, copy, where, top) => {
    let j = 0;
    for (let i = 0; i < original.length; i += 1, j += 1) {
      const route = original[i];
      const other = copy[j];
      const section = top ? sections.find((run) => run.start === i) : undefined;
      if (section) {
        // A member's key is its path: the section finds it in the route data by that key.
        if (!other || !other.section || other.path !== section.folder)
          throw new Error(`client-bundle: route table round trip lost the section ${section.folder}`);
        for (const member of original.slice(section.start, section.end))
          if (member.hash !== undefined) keys.set(`${member.path}-${member.hash}`, member.path);
        i = section.end - 1;
        continue;
      }
      if (!other) throw new Error(`client-bundle: route table round trip lost routes under ${where}`);
      if (!same(route, other)) throw new Error(`client-bundle: route table round trip changed ${route.path}`);
      if (route.hash !== undefined) keys.set(`${route.path}-${route.hash}`, other.component);
      if (route.routes) compare(route.routes, other.routes, route.path, false);
    }
    if (j !== copy.length) throw new Error(`client-bundle: route table round trip added routes under ${where}`);
  };
  compare(routes, decoded, '/', true);
  return { keys, table, sidebars, sections };
}

/** The module that replaces routes.js. */
function routeTableModule(source) {
  const { table, sidebars } = routeKeys(parseRoutes(source));
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { withSections } from ${JSON.stringify(path.join(__dirname, 'route-data', 'sections.ts'))};`,
    `import SectionRoute from ${JSON.stringify(path.join(__dirname, 'route-data', 'SectionRoute.tsx'))};`,
    expandRoutes.toString(),
    // Each long run of sibling pages is one route, its members known from their route data (route-data/sections.ts).
    `export default withSections(expandRoutes(${JSON.stringify(table)}, ${JSON.stringify(sidebars)}, ComponentCreator), SectionRoute, ComponentCreator);`,
    '',
  ].join('\n');
}

module.exports = function routeTableLoader(source) {
  return routeTableModule(source);
};
module.exports.parseRoutes = parseRoutes;
module.exports.routeKeys = routeKeys;
module.exports.expandRoutes = expandRoutes;
module.exports.findSections = findSections;
module.exports.MIN_SECTION_SIZE = MIN_SECTION_SIZE;
module.exports.routeTableModule = routeTableModule;
