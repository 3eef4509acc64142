/**
 * Production transform of Docusaurus's generated `.docusaurus/registry.js`: the route data leaves
 * main.js and is split by group.
 *
 * Docusaurus puts two tables in main.js, read by its ComponentCreator: `routesChunkNames` (each
 * route's chunks) and `registry` (each chunk's loader), ~40 KB gzip for this site's 1,036 routes,
 * on every page. This loader turns the registry module into:
 *
 * - without a query, a small index: one `import()` per route group (the routes whose paths share
 *   their first segment, '' for '/'; not the site's reader-facing sections of src/lib/sections.ts),
 *   the `groupOf(path)` that maps a route to its group, and `loadRouteData(group)`. A segment with
 *   many routes is split in buckets of about 60 by a hash of the path, and its buckets' `import()`s
 *   are not in the index but in a segment index of their own (`?segment=<first>`, chunk
 *   `route-index-<first>`), loaded with a bucket's data: the index every page loads holds the bucket
 *   count, not a line per bucket, so it does not grow with the knowledge base;
 * - with `?group=<name>`, that group's data: the routesChunkNames entries of its routes, and
 *   the registry entries those routes use, as `() => import(...)` loaders (a `.fetch.json` module:
 *   a loader that fetches it, see FETCHED below). Its chunk is named `route-data-<name>`
 *   (`route-data-root` for '').
 *
 * The segment indexes and groups are imported as `route-data/group-module.js?segment=...` and
 * `?group=...`, a file of a few bytes that this loader writes from the registry (read once per
 * build), not as queries on registry.js, which the bundler would hand over whole for each of them.
 *
 * Routes are keyed as the compact route table keys them (route-table-loader.cjs): by path, and
 * `<path>#<n>` for the n-th later route with the same path, instead of Docusaurus's `<path>-<hash>`.
 * In the server build the index also exports every route's chunk names, for the server render.
 *
 * `route-data/ComponentCreator.tsx` reads them. A page loads the data of its own groups only
 * (the docs pages: 'root' and their own), and the server render reports that chunk so the page's
 * HTML lists it with the route's other chunks.
 *
 * Every registry entry must parse; if the generated format changes, the build fails with a message.
 */
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { parseRoutes, routeKeys } = require('./route-table-loader.cjs');

const ENTRY =
  /^ {2}"([^"\n]+)": \[\(\) => (import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\\n]|\\.)+")\)), \3, require\.resolveWeak\(\3\)\],?(?:\};)?$/gm;

/** Chunk name -> its `import(...)` expression and the module it imports. */
function parseRegistry(source) {
  const declared = (source.match(/^ {2}"[^"\n]+": \[/gm) || []).length;
  const loaders = new Map();
  for (const m of source.matchAll(ENTRY)) loaders.set(m[1], { load: m[2], module: JSON.parse(m[3]) });
  if (declared === 0 || loaders.size !== declared) {
    throw new Error(
      `client-bundle: the registry format changed (${loaders.size} of ${declared} entries parsed); ` +
        'review plugins/client-bundle/route-data-loader.cjs against .docusaurus/registry.js',
    );
  }
  return loaders;
}

/** About how many routes one route-data chunk holds at most: a larger group is split in buckets. */
const ROUTES_PER_CHUNK = 60;

/**
 * A route path's group: its first segment ('' for '/'); in a group split into `buckets[segment]`
 * buckets, `<segment>~<n>` with n from a hash (FNV-1a) of the whole path. The index module carries
 * this function's own source, so the browser places a route exactly as this loader did.
 */
function groupFor(routePath, buckets) {
  const first = routePath.split('/')[1] || '';
  const count = buckets[first];
  if (!count) return first;
  let hash = 0x811c9dc5;
  for (let i = 0; i < routePath.length; i += 1) {
    hash ^= routePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${first}~${(hash >>> 0) % count}`;
}

/**
 * The route path of a route key (`<path>`, or `<path>#<n>` for a later route with the same path).
 * The index module carries this function's source too, for link prefetching.
 */
function routePathOfKey(key) {
  return key.replace(/#\d+$/, '');
}

/** A group's data chunk name. The index module carries this function's source too (as `dataChunkOf`). */
function chunkNameOf(group) {
  return `route-data-${group === '' ? 'root' : group.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Every string leaf of a route's chunk-names tree. */
function leaves(tree, out = []) {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) leaves(v, out);
  return out;
}

/** The bucket count of each first path segment with more than ROUTES_PER_CHUNK routes. */
function bucketsOf(routesChunkNames) {
  const counts = new Map();
  for (const key of Object.keys(routesChunkNames)) {
    const first = routePathOfKey(key).split('/')[1] || '';
    counts.set(first, (counts.get(first) || 0) + 1);
  }
  const buckets = {};
  for (const [first, count] of [...counts].sort())
    if (count > ROUTES_PER_CHUNK) buckets[first] = Math.ceil(count / ROUTES_PER_CHUNK);
  return buckets;
}

/** Group name -> the routesChunkNames keys of its routes. */
function groupsOf(routesChunkNames, buckets) {
  const groups = new Map();
  for (const key of Object.keys(routesChunkNames)) {
    const group = groupFor(routePathOfKey(key), buckets);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(key);
  }
  const names = new Map();
  for (const group of groups.keys()) {
    const name = chunkNameOf(group);
    if (names.has(name)) throw new Error(`client-bundle: groups '${names.get(name)}' and '${group}' share ${name}`);
    names.set(name, group);
  }
  return groups;
}

/**
 * The chunk name of the segment index that holds a bucketed group's `import()` (`group` is
 * `<first>~<n>`), or null for a group that is not a bucket. The index module carries this
 * function's source too (as `indexChunkOf`).
 */
function segmentChunkOf(group) {
  const cut = group.indexOf('~');
  return cut < 0 ? null : `route-index-${group.slice(0, cut).replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const importLine = (key, chunkName, request) =>
  `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request)}),`;

/** A group's `import()` line in the index or in its segment index. */
const groupLine = (group, request) =>
  importLine(group, chunkNameOf(group), `${request}?group=${encodeURIComponent(group)}`);

function indexModule(groups, buckets, request, allChunkNames) {
  const plain = [...groups.keys()].filter((group) => segmentChunkOf(group) === null).sort();
  const segments = Object.keys(buckets).sort();
  return [
    'const groups = {',
    ...plain.map((group) => groupLine(group, request)),
    '};',
    // Each bucketed segment's buckets are listed in its own segment index (`?segment=`).
    'const segments = {',
    ...segments.map((first) =>
      importLine(first, segmentChunkOf(`${first}~`), `${request}?segment=${encodeURIComponent(first)}`),
    ),
    '};',
    `const buckets = ${JSON.stringify(buckets)};`,
    groupFor.toString(),
    segmentChunkOf.toString(),
    'export function groupOf(routePath) {',
    '  const group = groupFor(routePath, buckets);',
    "  return segmentChunkOf(group) !== null || Object.prototype.hasOwnProperty.call(groups, group) ? group : '';",
    '}',
    'export function loadRouteData(group) {',
    '  const segment = segmentChunkOf(group);',
    '  if (segment === null) return groups[group]();',
    "  return segments[group.slice(0, group.indexOf('~'))]().then(function (index) { return index.load(group); });",
    '}',
    chunkNameOf.toString(),
    'export const dataChunkOf = chunkNameOf;',
    'export const indexChunkOf = segmentChunkOf;',
    `export ${routePathOfKey.toString()}`,
    // The server render reports every route's chunks (route-data/report-server.ts).
    ...(allChunkNames ? [`export const allChunkNames = ${JSON.stringify(allChunkNames)};`] : []),
    '',
  ].join('\n');
}

/**
 * A bucketed segment's index: its buckets' `import()`s. A bucket that no route hashed into has no
 * module, and its data is empty: no path of it is a route.
 */
function segmentModule(first, groups, request) {
  const bucketGroups = [...groups.keys()].filter((group) => group.startsWith(`${first}~`)).sort();
  if (bucketGroups.length === 0) throw new Error(`client-bundle: no bucketed routes under '${first}'`);
  return [
    `// The route-data buckets of '/${first}'.`,
    'const groups = {',
    ...bucketGroups.map((group) => groupLine(group, request)),
    '};',
    'export function load(group) {',
    '  return Object.prototype.hasOwnProperty.call(groups, group)',
    '    ? groups[group]()',
    '    : Promise.resolve({ chunkNames: {}, registry: {} });',
    '}',
    '',
  ].join('\n');
}

/**
 * A route module whose file ends in `.fetch.json` is page data the bundler never sees: the
 * knowledge base's discussions, one per page, ~9,500 modules and as many chunks at 10,000 pages,
 * generated and minified again on every rebuild. The build writes it to `assets/data/` under a name
 * with its content's hash (`writeFetchedData`, after the build); the browser fetches it, and the
 * server render reads it from `.docusaurus/` (route-data/fetched-client.ts, fetched-server.ts).
 */
const FETCHED = /\.fetch\.json$/;

const isFetched = (entry) => FETCHED.test(entry.module);

/** The file a fetched module is written to in the build, relative to the output folder. */
function fetchedAssetPath(generatedDir, file, content) {
  const relative = path.relative(generatedDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    throw new Error(`client-bundle: the fetched route module ${file} is not under ${generatedDir}`);
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
  return `assets/data/${relative.split(path.sep).join('/').replace(FETCHED, '')}.${hash}.json`;
}

/** Chunk name -> module file of every fetched route module a registry lists. */
function fetchedModules(registrySource) {
  const out = new Map();
  for (const [name, entry] of parseRegistry(registrySource)) if (isFetched(entry)) out.set(name, entry.module);
  return out;
}

/** `assetOf(file)`: a fetched module's path in the build (fetchedAssetPath of its content). */
function groupModule(group, keys, routesChunkNames, loaders, assetOf, server) {
  const chunkNames = Object.fromEntries(keys.map((key) => [key, routesChunkNames[key]]));
  const used = [...new Set(keys.flatMap((key) => leaves(routesChunkNames[key])))].filter((n) => loaders.has(n)).sort();
  const fetched = used.filter((name) => isFetched(loaders.get(name)));
  const assets = new Map(fetched.map((name) => [name, assetOf(loaders.get(name).module)]));
  const loader = (name) => {
    const entry = loaders.get(name);
    if (!isFetched(entry)) return `() => ${entry.load}`;
    // The server reads the file; the browser's module must not carry the build machine's paths.
    const args = [assets.get(name), ...(server ? [entry.module] : [])].map((a) => JSON.stringify(a));
    return `() => fetchedModule(${args.join(', ')})`;
  };
  return [
    `// Route data of group '${group}'.`,
    ...(fetched.length ? ["import { fetchedModule } from '@cairn/route-fetch';"] : []),
    `export const chunkNames = ${JSON.stringify(chunkNames)};`,
    `export const fetched = ${JSON.stringify(Object.fromEntries(assets))};`,
    'export const registry = {',
    ...used.map((name) => `  ${JSON.stringify(name)}: ${loader(name)},`),
    '};',
    '',
  ].join('\n');
}

/**
 * routesChunkNames keyed by route key (route-table-loader.cjs) instead of Docusaurus's
 * `<path>-<hash>`; every route of the table must have its entry.
 */
function rekey(routesChunkNames, keys) {
  const rekeyed = {};
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routeKey = keys.get(key);
    if (routeKey === undefined) throw new Error(`client-bundle: routesChunkNames has ${key}, which routes.js lacks`);
    rekeyed[routeKey] = tree;
  }
  return rekeyed;
}

/*
 * Every module of one build (the index, each segment index, each group: 182 at 10,046 pages) reads
 * the same registry and routesChunkNames, so each is parsed and laid out once: parsing them again
 * for each module made the loader's work grow with groups x routes: 12.2 s per compilation at
 * 10,046 pages, 2.2 s once parsed once (the loader run alone on a generated .docusaurus/).
 */
let lastRegistry = { source: null, loaders: null };
function registryOf(source) {
  if (lastRegistry.source !== source) lastRegistry = { source, loaders: parseRegistry(source) };
  return lastRegistry.loaders;
}

/** routesChunkNames object -> its buckets and groups. */
const layouts = new WeakMap();
function layoutOf(routesChunkNames) {
  let layout = layouts.get(routesChunkNames);
  if (!layout) {
    const buckets = bucketsOf(routesChunkNames);
    layout = { buckets, groups: groupsOf(routesChunkNames, buckets) };
    layouts.set(routesChunkNames, layout);
  }
  return layout;
}

/**
 * @param {string} registrySource
 * @param {Record<string, unknown>} routesChunkNames keyed by route key
 * @param {string | null} group
 * @param {{ request?: string, server?: boolean, segment?: string, generatedDir?: string,
 *   fetchedAsset?: (file: string) => string }} [options] `request`: what the index and segment
 *   indexes import with `?group=` and `?segment=` (default './registry.js'); `segment`: that
 *   bucketed segment's index instead; `fetchedAsset`: a fetched module's path in the build
 *   (default: fetchedAssetPath of the file under `generatedDir`)
 */
function routeDataModule(registrySource, routesChunkNames, group, options = {}) {
  const loaders = registryOf(registrySource);
  const { buckets, groups } = layoutOf(routesChunkNames);
  if (options.segment !== undefined) {
    if (!buckets[options.segment]) throw new Error(`client-bundle: '${options.segment}' is not a bucketed segment`);
    return segmentModule(options.segment, groups, options.request || './registry.js');
  }
  if (group === null)
    return indexModule(groups, buckets, options.request || './registry.js', options.server ? routesChunkNames : null);
  if (!groups.has(group)) throw new Error(`client-bundle: no routes in group '${group}'`);
  const { generatedDir } = options;
  const assetOf =
    options.fetchedAsset ||
    ((file) => {
      if (!generatedDir) throw new Error(`client-bundle: no generatedDir to name the fetched module ${file} by`);
      return fetchedAssetPath(generatedDir, file, fs.readFileSync(file));
    });
  return groupModule(group, groups.get(group), routesChunkNames, loaders, assetOf, Boolean(options.server));
}

/** The route keys of the last routes.js read: every group module of a build reads the same one. */
let lastKeys = { source: '', keys: new Map() };
function keysOf(routesSource) {
  if (lastKeys.source !== routesSource)
    lastKeys = { source: routesSource, keys: routeKeys(parseRoutes(routesSource)).keys };
  return lastKeys;
}

/** The last routesChunkNames read, re-keyed: the same object for the same file and routes. */
let lastChunkNames = { source: '', keys: null, value: null };
function chunkNamesOf(source, keys) {
  if (lastChunkNames.source !== source || lastChunkNames.keys !== keys)
    lastChunkNames = { source, keys, value: rekey(JSON.parse(source), keys) };
  return lastChunkNames.value;
}

/** The group modules' resource: a file of a few bytes, with its own loader rule in index.ts. */
const groupModuleFile = path.join(__dirname, 'route-data', 'group-module.js');

/**
 * A generated file's text, read once per build: each of the ~180 modules at 10,000 pages needs
 * routes.js, routesChunkNames.json and the registry (6.4 MB together), and reading them again for
 * each made ~2 GB of strings per compilation for the garbage collector. A file that changed since
 * (its size or modification time) is read again.
 */
const texts = new Map();
function readOnce(file) {
  const { size, mtimeMs } = fs.statSync(file);
  const known = texts.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.text;
  const text = fs.readFileSync(file, 'utf8');
  texts.set(file, { size, mtimeMs, text });
  return text;
}

module.exports = function routeDataLoader(source) {
  const { server = false, registry: registryOption } = this.getOptions ? this.getOptions() : {};
  // The index is registry.js itself; a group or segment index is `group-module.js?group=...` and
  // reads the registry named in the options.
  const registryFile = registryOption || this.resourcePath;
  const dir = path.dirname(registryFile);
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const routesFile = path.join(dir, 'routes.js');
  this.addDependency(chunkNamesFile);
  this.addDependency(routesFile);
  let registrySource = source;
  if (this.resourcePath !== registryFile) {
    this.addDependency(registryFile);
    registrySource = readOnce(registryFile);
  }
  const { keys } = keysOf(readOnce(routesFile));
  const routesChunkNames = chunkNamesOf(readOnce(chunkNamesFile), keys);
  const query = this.resourceQuery ? new URLSearchParams(this.resourceQuery.slice(1)) : null;
  const group = query && query.has('group') ? query.get('group') : null;
  const segment = query && query.has('segment') ? query.get('segment') : undefined;
  if (this.resourcePath !== registryFile && group === null && segment === undefined)
    throw new Error(`client-bundle: ${this.resourcePath} is only imported with ?group= or ?segment=`);
  return routeDataModule(registrySource, routesChunkNames, group, {
    // What the index and segment indexes import: the group module's file, with a query.
    request: groupModuleFile,
    server,
    segment,
    // A fetched module's file name carries its content's hash: an edit rebuilds its group's data.
    fetchedAsset: (file) => {
      this.addDependency(file);
      return fetchedAssetPath(dir, file, fs.readFileSync(file));
    },
  });
};
module.exports.routeDataModule = routeDataModule;
module.exports.fetchedModules = fetchedModules;
module.exports.fetchedAssetPath = fetchedAssetPath;
module.exports.rekey = rekey;
module.exports.groupFor = groupFor;
module.exports.segmentChunkOf = segmentChunkOf;
module.exports.ROUTES_PER_CHUNK = ROUTES_PER_CHUNK;
module.exports.groupModuleFile = groupModuleFile;
