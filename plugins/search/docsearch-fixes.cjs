/**
 * Three defects of the DocSearch 4.x modal (@docsearch/react, checked 4.3.2 to 4.7.1), one
 * Content-Security-Policy violation and one accessibility defect it causes, and one missing hook
 * (a search client cannot update the current query's results), fixed at build time by this bundler loader on
 * @docsearch/react/dist/esm/DocSearchModal.js. Each fix is an exact replacement that must match
 * exactly once: after a dependency upgrade that changes the code, the build fails naming the fix
 * to review (tests/unit/docsearch-fixes.test.ts checks them too).
 */
'use strict';

/** @type {{ name: string; why: string; find: string; replace: string }[]} */
const fixes = [
  {
    name: 'error-screen',
    why: "A failed request sets the status to 'error', then the request's finally() resets it to 'idle', so 'Unable to fetch results' never shows. Keep 'error' until the next query, and do not leave that handled failure unhandled.",
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)}',
    replace:
      '.catch(function(err){if("error"!==o.getState().status)throw err}).finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)}',
  },
  {
    name: 'search-suggestions',
    why: "The 'Try searching for' suggestions are spread into an object ({...[], ...keys}), which has no length, so the no-results screen never lists them. Store the list itself.",
    find: 'r.context.searchSuggestions.length<Object.keys(o).length&&u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))});',
    replace: 'r.context.searchSuggestions.length<Object.keys(o).length&&u({searchSuggestions:Object.keys(o)});',
  },
  {
    name: 'see-all-count',
    why: "'See all {count} results' adds each query's hit count to the previous query's, so the count grows with every keystroke. Set it to this query's total over its indices.",
    find: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
    replace: 'u({nbHits:y.reduce(function(n,h){return n+(h.nbHits||0)},0)});',
  },
  {
    name: 'no-eval-probe',
    why: "The modal's bundled schema library probes whether eval is allowed with `new Function('')`; under the site's Content-Security-Policy (no 'unsafe-eval') the probe is blocked and reported as a violation on every search. Answer 'no eval' without probing; the library then uses its non-eval code path, as it does under the CSP anyway.",
    find: 'try{return new Function(""),!0}catch(e){return!1}',
    replace: 'return!1',
  },
  {
    name: 'backdrop-not-a-button',
    why: 'The modal\'s backdrop is rendered as role="button" with tabIndex 0 around the whole dialog, so every control of the dialog is nested in a button (axe: nested-interactive) and the backdrop is a tab stop that does nothing from the keyboard. Keep its click-outside-to-close handler; drop the role and the tab stop (Escape closes the dialog from the keyboard).',
    find: 'role:"button",tabIndex:0,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
    replace: 'onMouseDown:function(e){e.target===e.currentTarget&&v()}',
  },
  {
    name: 'refresh-when-results-complete',
    why: "A search client has no way to update the results of the query on screen: the modal shows what one search() returns. The local client answers with the first hits as soon as they can show and asks for the rest to be shown once their records are loaded; give a client that offers withRefresh() the autocomplete's refresh(), which searches again for the current query.",
    find: 'searchClient:Fe,indexes:Be,',
    replace: 'searchClient:"function"==typeof Fe.withRefresh?Fe.withRefresh(e.refresh):Fe,indexes:Be,',
  },
];

/** Applies every fix to the modal's source; throws naming the fix whose code is not found exactly once. */
function applyDocSearchFixes(source) {
  let out = source;
  for (const fix of fixes) {
    const count = out.split(fix.find).length - 1;
    if (count !== 1) {
      throw new Error(
        `DocSearch fix '${fix.name}' found its code ${count} times in @docsearch/react's DocSearchModal.js (expected once). ` +
          `The dependency changed: check whether the defect is fixed upstream (${fix.why}) and update plugins/search/docsearch-fixes.cjs.`,
      );
    }
    out = out.replace(fix.find, fix.replace);
  }
  return out;
}

/** The loader: rspack/webpack call it with the module's source. */
function docSearchFixesLoader(source) {
  return applyDocSearchFixes(source);
}

module.exports = docSearchFixesLoader;
module.exports.applyDocSearchFixes = applyDocSearchFixes;
module.exports.fixes = fixes;
