/**
 * Makes react-helmet-async compute the page's head once per server render instead of once per
 * `<Head>` (its ESM build, lib/index.module.js, a loader rule in index.ts for the server build only).
 *
 * On the server, each `<Head>` that renders calls its dispatcher's `emitChange`, which reduces the
 * props of every `<Head>` rendered so far and serializes the result (`mapStateOnServer`): a page with
 * n `<Head>`s does that n times over 1..n of them. Only the last result is read: Docusaurus takes
 * `helmetContext.helmet` once the render is done. In the static generation of 10,046 pages this was
 * ~9% of the workers' CPU (12.9 of 137 s in CPU profiles). With this loader, the server's
 * `emitChange` stores a helmet whose fields compute the original result on first read, from the
 * `<Head>`s rendered by then: the same value the last call would have stored, computed once. In the
 * browser (`canUseDOM`) nothing changes.
 *
 * The names it uses are the minified ones of react-helmet-async 1.3.0 (as @slorber/react-helmet-async):
 * `z` is HelmetDispatcher, `q` HelmetProvider. If the file no longer reads as that version's did, the
 * build fails naming this file; upstream-record.json stops the build on any change to the file.
 * tests/unit/helmet-patch.test.ts renders the same heads with the patched and the original module.
 */
'use strict';

/** Each must occur once, as react-helmet-async 1.3.0's lib/index.module.js writes it. */
const MARKERS = [
  'r.emitChange=function(){',
  ':k&&(i=k(o)),n(i)}',
  'z.displayName="HelmetDispatcher"',
  'q.canUseDOM=U',
  'export{W as Helmet,N as HelmetData,q as HelmetProvider};',
];

/** The fields of the server's helmet (react-helmet-async's `mapStateOnServer`). */
const FIELDS = [
  'priority',
  'base',
  'bodyAttributes',
  'htmlAttributes',
  'link',
  'meta',
  'noscript',
  'script',
  'style',
  'title',
];

const PATCH = `
;(function cairnLazyServerHelmet() {
  var emitChange = z.prototype.emitChange;
  z.prototype.emitChange = function () {
    if (q.canUseDOM) return emitChange.call(this);
    var context = this.props.context;
    var computed = null;
    var compute = function () {
      if (computed === null)
        emitChange.call({
          props: {
            context: {
              helmetInstances: context.helmetInstances,
              setHelmet: function (helmet) {
                computed = helmet;
              },
            },
          },
        });
      return computed;
    };
    var helmet = {};
    ${JSON.stringify(FIELDS)}.forEach(function (field) {
      Object.defineProperty(helmet, field, {
        enumerable: true,
        get: function () {
          return compute()[field];
        },
      });
    });
    context.setHelmet(helmet);
  };
})();
`;

/** The module with the server's `emitChange` made lazy. */
function installLazyServerHelmet(source) {
  const counts = MARKERS.map((marker) => source.split(marker).length - 1);
  if (counts.some((n) => n !== 1))
    throw new Error(
      `client-bundle: react-helmet-async's ESM build no longer reads as react-helmet-async 1.3.0's did ` +
        `(${MARKERS.map((m, i) => `${JSON.stringify(m)} x${counts[i]}`).join(', ')}); review plugins/client-bundle/helmet-loader.cjs`,
    );
  return source + PATCH;
}

module.exports = function helmetLoader(source) {
  return installLazyServerHelmet(source);
};
module.exports.installLazyServerHelmet = installLazyServerHelmet;
module.exports.helmetFields = FIELDS;
