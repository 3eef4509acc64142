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
/** A section whose members' paths end in '/'. */
const SLASH = 16;
/** Flags are written as one character from here ('0' is none). */
const FLAG_BASE = 48;
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
/** A segment of a member's path: lower case, so that its route data key is the path any spelling resolves to. */
const MEMBER_SEGMENT = /^[a-z0-9_-]+$/;
/** A section's members are this many segments deep under its folder at most. */
const MAX_MEMBER_DEPTH = 9;
/** Characters that make a path-to-regexp path dynamic (as route-data/route-match.ts). */
const DYNAMIC = /[:*?+()[\]{}\\]/;

const trimFinalSlash = (p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * The sections a route could be a member of, deepest folder first, each as `{ key, folder, depth,
 * slash, sidebar }` (`key` is the same for every route of that shape): an exact, static route without
 * child routes whose path is a folder (at least one segment) followed by `depth` lower-case segments.
 */
function memberShapes(route) {
  if (route.exact !== true || route.routes || DYNAMIC.test(route.path)) return [];
  const slash = route.path.length > 1 && route.path.endsWith('/');
  const segments = trimFinalSlash(route.path).split('/');
  if (segments[0] !== '') return [];
  const shapes = [];
  // segments: '' then the path's segments; the folder keeps at least one of them.
  for (let depth = 1; depth <= MAX_MEMBER_DEPTH && segments.length - depth >= 2; depth += 1) {
    if (!MEMBER_SEGMENT.test(segments[segments.length - depth])) break;
    const folder = `${segments.slice(0, segments.length - depth).join('/')}/`;
    const key = JSON.stringify([depth, slash, route.sidebar ?? null, folder]);
    shapes.push({ key, folder, depth, slash, sidebar: route.sidebar });
  }
  return shapes;
}

/** Whether `lowerPath` (lower case, without a final slash) is `depth` segments of any spelling under `folder`. */
function memberShaped(lowerPath, folder, depth) {
  if (lowerPath.length <= folder.length || !lowerPath.startsWith(folder)) return false;
  const segments = lowerPath.slice(folder.length).split('/');
  return segments.length === depth && segments.every((s) => MEMBER_SEGMENT.test(s));
}

/** Every route of the table at any level, with its path in lower case without a final slash. */
function allRoutes(routes, out = []) {
  for (const route of routes) {
    out.push({ route, lowerPath: trimFinalSlash(route.path).toLowerCase() });
    if (route.routes) allRoutes(route.routes, out);
  }
  return out;
}

/**
 * The route sections of one route list: runs of at least `minSize` consecutive exact, static routes
 * without child routes, with one sidebar (or none) and one final-slash form, whose paths are a common
 * folder followed by the same number of lower-case segments (the knowledge base's discussions: one
 * under `/discussions/knowledge-base/`; the module reference pages: a repository and a module under
 * `/reference/modules/`), as `{ start, end, folder, depth, slash, sidebar }` (end exclusive). At a
 * route where several folders would do, the longest run wins, then the deepest folder.
 *
 * A section's route matches any path of its members' shape and finds whether that path is a member
 * by looking for its key in the route data, so a run is a section only if no other route of the whole
 * table (`all`) has a path of that shape (in any letter case, with or without a final slash) and no two
 * members have one path: then a member's key is its path and every such key in the route data is a
 * member's.
 */
function findSectionsIn(routes, all, minSize = MIN_SECTION_SIZE) {
  const shapes = routes.map(memberShapes);
  const keys = shapes.map((list) => list.map((shape) => shape.key));
  const runs = [];
  // Per key, the end of its run and whether the run was refused: a later start in the same run has
  // fewer members and more routes outside, so it is refused too. Each run is scanned and checked once.
  const ends = new Map();
  const refused = new Set();
  let start = 0;
  while (start < routes.length) {
    let best = null;
    for (const { key, folder, depth, slash, sidebar } of shapes[start]) {
      let end = ends.get(key);
      if (end === undefined || end <= start) {
        end = start + 1;
        while (end < routes.length && keys[end].includes(key)) end += 1;
        ends.set(key, end);
        refused.delete(key);
      }
      if (end - start < minSize || refused.has(key) || (best && end <= best.end)) continue;
      const members = new Set(routes.slice(start, end));
      const paths = new Set(routes.slice(start, end).map((route) => route.path));
      const lowerFolder = folder.toLowerCase();
      const shaped = ({ route, lowerPath }) => !members.has(route) && memberShaped(lowerPath, lowerFolder, depth);
      if (paths.size !== end - start || all.some(shaped)) {
        refused.add(key);
        continue;
      }
      best = { start, end, folder, depth, slash, sidebar };
    }
    if (best) {
      runs.push(best);
      start = best.end;
    } else start += 1;
  }
  return runs;
}

/** The route sections of the top-level list (tests and measurements read these). */
function findSections(routes, minSize = MIN_SECTION_SIZE) {
  return findSectionsIn(routes, allRoutes(routes), minSize);
}

/**
 * The table string, the sidebar names it refers to by index, and the sections of each route list
 * (`sectionsOf`: list -> runs).
 */
function encodeRoutes(routes) {
  const sidebars = [];
  const lines = [];
  const all = allRoutes(routes);
  const sectionsOf = new Map();
  let previous = '';
  const line = (routePath, flags, extra) => {
    let shared = 0;
    const max = Math.min(previous.length, routePath.length, MAX_PREFIX);
    while (shared < max && previous[shared] === routePath[shared]) shared += 1;
    if (routePath.includes('\n')) throw new Error(`client-bundle: route path with a line break: ${routePath}`);
    lines.push(String.fromCharCode(PREFIX_BASE + shared, FLAG_BASE + flags) + extra + routePath.slice(shared));
    previous = routePath;
  };
  const sidebarOf = (name) => {
    if (name === undefined) return '';
    if (!sidebars.includes(name)) sidebars.push(name);
    return `${sidebars.indexOf(name).toString(36)} `;
  };
  const encode = (list) => {
    const sections = findSectionsIn(list, all);
    sectionsOf.set(list, sections);
    for (let i = 0; i < list.length; i += 1) {
      const section = sections.find((run) => run.start === i);
      if (section) {
        const flags = SECTION | EXACT | (section.slash ? SLASH : 0) | (section.sidebar !== undefined ? SIDEBAR : 0);
        line(section.folder, flags, String(section.depth) + sidebarOf(section.sidebar));
        i = section.end - 1;
        continue;
      }
      const route = list[i];
      let flags = (route.exact ? EXACT : 0) | (route.routes ? CHILDREN : 0);
      if (route.sidebar !== undefined) flags |= SIDEBAR;
      line(route.path, flags, sidebarOf(route.sidebar));
      if (route.routes) {
        encode(route.routes);
        lines.push('');
      }
    }
  };
  encode(routes);
  return { table: lines.join('\n'), sidebars, sectionsOf };
}

/**
 * Builds the route objects from the table; `create(path, key)` makes each route's component. A
 * section's line becomes `{ path: <folder>, exact: true, section: true, depth, slash, sidebar? }`,
 * without a component (route-data/sections.ts makes its route). This function's source is what the
 * browser runs (the loader writes it into the module), so it is plain ES2015 with its constants
 * inlined.
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
      var depth = 0;
      if (flags & 8) {
        depth = rest.charCodeAt(0) - 48;
        rest = rest.slice(1);
      }
      var sidebar;
      if (flags & 4) {
        var space = rest.indexOf(' ');
        sidebar = sidebars[parseInt(rest.slice(0, space), 36)];
        rest = rest.slice(space + 1);
      }
      var path = previous.slice(0, line.charCodeAt(0) - 32) + rest;
      previous = path;
      if (flags & 8) {
        var section = { path: path, exact: true, section: true, depth: depth, slash: (flags & 16) === 16 };
        if (flags & 4) section.sidebar = sidebar;
        routes.push(section);
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
  const { table, sidebars, sectionsOf } = encodeRoutes(routes);
  const decoded = expandRoutes(table, sidebars, (path, key) => key);
  const keys = new Map();
  const same = (route, other) =>
    route.path === other.path &&
    Boolean(route.exact) === Boolean(other.exact) &&
    route.sidebar === other.sidebar &&
    Boolean(route.routes) === Boolean(other.routes) &&
    !other.section;
  const compare = (original, copy, where) => {
    const sections = sectionsOf.get(original) || [];
    let j = 0;
    for (let i = 0; i < original.length; i += 1, j += 1) {
      const route = original[i];
      const other = copy[j];
      const section = sections.find((run) => run.start === i);
      if (section) {
        // A member's key is its path: the section finds it in the route data by that key.
        if (
          !other ||
          !other.section ||
          other.path !== section.folder ||
          other.depth !== section.depth ||
          other.slash !== section.slash ||
          other.sidebar !== section.sidebar
        )
          throw new Error(`client-bundle: route table round trip lost the section ${section.folder}`);
        for (const member of original.slice(section.start, section.end))
          if (member.hash !== undefined) keys.set(`${member.path}-${member.hash}`, member.path);
        i = section.end - 1;
        continue;
      }
      if (!other) throw new Error(`client-bundle: route table round trip lost routes under ${where}`);
      if (!same(route, other)) throw new Error(`client-bundle: route table round trip changed ${route.path}`);
      if (route.hash !== undefined) keys.set(`${route.path}-${route.hash}`, other.component);
      if (route.routes) compare(route.routes, other.routes, route.path);
    }
    if (j !== copy.length) throw new Error(`client-bundle: route table round trip added routes under ${where}`);
  };
  compare(routes, decoded, '/');
  const sections = [...sectionsOf.values()].flat();
  return { keys, table, sidebars, sections };
}

/** The module that replaces routes.js. */
function routeTableModule(source) {
  const { table, sidebars } = routeKeys(parseRoutes(source));
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { withSections } from ${JSON.stringify(path.join(__dirname, 'route-data', 'sections.ts'))};`,
    `import SectionRoute from ${JSON.stringify(path.join(__dirname, 'route-data', 'SectionRoute.tsx'))};`,
    `import { hasLoadedKey } from ${JSON.stringify(path.join(__dirname, 'route-data', 'groups.ts'))};`,
    expandRoutes.toString(),
    // Each long run of sibling pages is one route, its members known from their route data (route-data/sections.ts).
    `export default withSections(expandRoutes(${JSON.stringify(table)}, ${JSON.stringify(sidebars)}, ComponentCreator), SectionRoute, ComponentCreator, hasLoadedKey);`,
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
