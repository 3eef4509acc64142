/**
 * One change to React DOM's production client (react-dom/cjs/react-dom-client.production.js, a
 * loader rule in index.ts, browser production builds): a state update that an effect makes after a
 * non-urgent render (a transition: hydration, which Docusaurus starts in `startTransition`, or a
 * render that such an update caused) is non-urgent too.
 *
 * React runs a commit's passive effects with no transition and at default priority, so every
 * `setState` an effect makes right after hydration (the window size, each code block's word-wrap
 * check, the color mode, the preferred docs version, the search button's key label) was batched
 * into one render at default priority, which React does not split: one task of 25-45 ms on this
 * host, the longest after main.js, ~6 times that on a phone-class CPU. As a transition, the same
 * render is done in 5 ms slices between which the browser can paint and respond. Measured with
 * Chromium traces of the doc page, 8 loads each: the time the main thread blocked after the first
 * paint, with each task counted as Lighthouse counts it at 6.6x, median 1,021 -> 591 ms.
 *
 * The replacement must match exactly once; after a React upgrade that changes the code, the build
 * fails naming this file (tests/unit/react-dom-patch.test.ts checks the behaviour with React itself).
 */
'use strict';

const FIND = '    ReactSharedInternals.T = null;\n    renderPriority = pendingPassiveTransitions;';
/**
 * A transition while the effects run when the committed lanes are all transition lanes (4194048)
 * or the transition hydration lane (128): -4194177 is ~(4194048 | 128).
 */
const REPLACE =
  '    ReactSharedInternals.T =\n' +
  '      0 !== pendingEffectsLanes && 0 === (pendingEffectsLanes & -4194177) ? { types: null } : null;\n' +
  '    renderPriority = pendingPassiveTransitions;';

function patchReactDom(source) {
  const count = source.split(FIND).length - 1;
  if (count !== 1)
    throw new Error(
      `client-bundle: React DOM's flushPassiveEffects no longer reads as react-dom 19.3.1's did ` +
        `(the code to replace was found ${count} times); review plugins/client-bundle/react-dom-loader.cjs`,
    );
  return source.replace(FIND, REPLACE);
}

module.exports = function reactDomLoader(source) {
  return patchReactDom(source);
};
module.exports.patchReactDom = patchReactDom;
