/**
 * The docs plugin's two lookups a navbar doc item makes, by map instead of by scanning every doc.
 *
 * The theme's DocNavbarItem finds the doc the reader is on with `getActiveDocContext`, which tests
 * the pathname against each doc of the version with react-router's `matchPath`, and the item's own
 * doc with `useLayoutDoc`, which does the same scan once more through `useDocsVersionCandidates`:
 * two passes over every doc per item, on every page render and every navigation. With the site's six
 * doc items that was 4% of the static generation's CPU at 10,000 pages, and it grows with the docs.
 *
 * Here each version gets two maps, built once per version object (the global data does not change
 * while the app runs): doc by id, and doc by the key `matchPath` compares a static path by.
 * Upstream: @docusaurus/plugin-content-docs lib/client/docsClientUtils.js (`getActiveDocContext`)
 * and lib/client/docsUtils.js (`useLayoutDoc`), recorded in upstream-record.json;
 * tests/unit/doc-lookup.test.ts checks every answer against those functions.
 */
import { matchPath } from '@docusaurus/router';
import type { GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * `matchPath(pathname, { path, exact: true, strict: false })` on a static path (path-to-regexp 1.x,
 * case-insensitive): the same letters in any case, with or without one trailing slash ('/' and ''
 * are one key, '//' another).
 */
export function pathKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * A path `pathKey` cannot stand for: one with path-to-regexp's special characters (a parameter, a
 * group, a wildcard) or outside printable ASCII, where the regular expression's case folding and
 * `toLowerCase` may differ. Docs at such paths are tested with `matchPath` itself.
 */
const notStatic = /[^\x20-\x7e]|[:*?+()[\]{}\\]/;

interface VersionLookup {
  byId: Map<string, GlobalDoc>;
  /** The place in the version's list of the first doc at each path key. */
  byPath: Map<string, number>;
  /** The places of the docs whose path `pathKey` cannot stand for, in order. */
  patterned: number[];
}

const lookups = new WeakMap<GlobalVersion, VersionLookup>();

function lookupOf(version: GlobalVersion): VersionLookup {
  const known = lookups.get(version);
  if (known) return known;
  const lookup: VersionLookup = { byId: new Map(), byPath: new Map(), patterned: [] };
  version.docs.forEach((doc, index) => {
    // The first doc wins, as `find` would return it.
    if (!lookup.byId.has(doc.id)) lookup.byId.set(doc.id, doc);
    if (notStatic.test(doc.path)) lookup.patterned.push(index);
    else if (!lookup.byPath.has(pathKey(doc.path))) lookup.byPath.set(pathKey(doc.path), index);
  });
  lookups.set(version, lookup);
  return lookup;
}

/** The doc of `version` the pathname shows: `getActiveDocContext(...).activeDoc`. */
export function docAtPath(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  const { byPath, patterned } = lookupOf(version);
  const exact = byPath.get(pathKey(pathname));
  // A doc earlier in the list whose path is a pattern would have been found first.
  const first = patterned.find(
    (index) =>
      index < (exact ?? Infinity) &&
      matchPath(pathname, { path: version.docs[index].path, exact: true, strict: false }) !== null,
  );
  const found = first ?? exact;
  return found === undefined ? undefined : version.docs[found];
}

/**
 * The doc with this id in the first of the candidate versions that has it: `useLayoutDoc`. Null for
 * a draft; throws, as the theme does, for an id no candidate knows.
 */
export function layoutDoc(docId: string, versions: readonly GlobalVersion[]): GlobalDoc | null {
  for (const version of versions) {
    const doc = lookupOf(version).byId.get(docId);
    if (doc) return doc;
  }
  if (versions.some((version) => version.draftIds.includes(docId))) return null;
  throw new Error(
    `Couldn't find any doc with id "${docId}" in version${versions.length > 1 ? 's' : ''} "${versions
      .map((version) => version.name)
      .join(', ')}".`,
  );
}
