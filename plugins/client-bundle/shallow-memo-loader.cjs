/**
 * Makes theme-common's `useShallowMemoObject` order an object's keys by their UTF-16 code units
 * instead of with `localeCompare` (its ESM build, lib/utils/reactUtils.js, a loader rule in
 * index.ts for every build).
 *
 * The hook sorts the keys only so that the same object gives the same dependency list whatever
 * order its keys were written in; any fixed order does that, and an object's keys are distinct.
 * `localeCompare` gave a fixed order too, but its first call on a page creates the browser's
 * collator, which loads ICU's collation data: 15-17 ms of one task on this project's build machine
 * in Debian's Chromium, five times that at Lighthouse's CPU slowdown. Every code block calls the
 * hook as it hydrates (`useCodeWordWrap` -> `useMutationObserver`, with an options object of three
 * keys), so every page with a code block paid it, inside the task that hydrates the page.
 *
 * If the line is not found exactly once as theme-common 3.10.2 writes it, the build fails naming
 * this file; upstream-record.json stops the build on any change to the file.
 * tests/unit/shallow-memo-patch.test.ts runs the patched hook.
 */
'use strict';

/** The comparator as theme-common 3.10.2's lib/utils/reactUtils.js writes it, once. */
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
/** The same sort by UTF-16 code units (JavaScript's `<` on strings). */
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** The module with `useShallowMemoObject` sorting without a collator. */
function sortWithoutCollator(source) {
  const found = source.split(LOCALE_SORT).length - 1;
  if (found !== 1)
    throw new Error(
      `client-bundle: theme-common's useShallowMemoObject no longer sorts its keys as theme-common 3.10.2 did ` +
        `(found the line ${found} time(s)); review plugins/client-bundle/shallow-memo-loader.cjs`,
    );
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
}

module.exports = function shallowMemoLoader(source) {
  return sortWithoutCollator(source);
};
module.exports.sortWithoutCollator = sortWithoutCollator;
