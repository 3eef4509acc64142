/**
 * The HTML template of every built page (`ssrTemplate`): Docusaurus's page shape, with the page's
 * scripts run after its first paint.
 *
 * Docusaurus lists the scripts as `<script defer>` in the head. A browser runs deferred scripts as
 * soon as the document is parsed, and when they are already downloaded (a fast network, the cache)
 * that is before the first paint: on a phone-class CPU, evaluating main.js held the first frame of
 * an already readable page for ~200 ms. Here the head lists the scripts, and a small inline script
 * at the end of the body adds them, in order, once the page has painted: after the second
 * animation frame (the first frame is on screen by then, not only drawn), or after 300 ms where a
 * hidden tab gets no frames.
 *
 * main.js (~125 KB gzip, most of the page's script) is preloaded, at the low priority deferred
 * scripts get, so it downloads alongside the stylesheet. The other scripts (the runtime and the
 * route's chunks, 0.2-15 KB each) are listed in `<meta name=cairn-script>` and requested once the
 * page has painted: under HTTP/1.1's six connections per host, a dozen small script requests no
 * longer queue with the stylesheet (and the web font the site had when this was measured).
 * (Lighthouse's simulation also counted each of them into Largest Contentful Paint, whatever ran
 * when.) Measured on the doc page, median of 5 loads:
 * first paint 188 -> 160 ms and hydrated 585 -> 497 ms unthrottled; 936 -> 940 ms and
 * 3,083 -> 2,941 ms on emulated slow 4G with a 4x slower CPU.
 *
 * The loader's text is the same on every page, so the Content-Security-Policy allows it with one
 * hash (scripts/deploy/nginx-config.ts).
 *
 * The page shape is a copy of Docusaurus's default template (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js, 3.10.2; the data `it.*` comes from lib/ssg/ssgTemplate.js). A copy
 * receives no upstream changes, so upstream-record.json records both files and the build stops when either
 * changes; `templateFieldsMissing` also stops it when upstream's template reads data this one drops.
 */

/** Adds the scripts the head lists (`data-entry`), in order, once the page has painted. */
export const scriptLoader = [
  '(function () {',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    var entries = document.querySelectorAll('[data-entry]');",
  '    for (var i = 0; i < entries.length; i++) {',
  "      var script = document.createElement('script');",
  "      script.src = entries[i].getAttribute('href') || entries[i].getAttribute('content');",
  '      script.async = false;',
  '      document.body.appendChild(script);',
  '    }',
  '  }',
  '  requestAnimationFrame(function () {',
  '    requestAnimationFrame(function () {',
  '      setTimeout(start, 0);',
  '    });',
  '  });',
  '  setTimeout(start, 300);',
  '})();',
].join('\n');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
    <% it.scripts.forEach((script) => { %><% if (script.split('/').pop().startsWith('main.')) { %><link rel="preload" as="script" fetchpriority="low" data-entry href="<%= it.baseUrl %><%= script %>" /><% } else { %><meta name="cairn-script" data-entry content="<%= it.baseUrl %><%= script %>" /><% } %><% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${scriptLoader}</script>
  </body>
</html>
`;

/** The data fields (`it.<name>`) a template reads. */
export function templateFields(template: string): Set<string> {
  return new Set([...template.matchAll(/\bit\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]));
}

/** Fields the upstream template reads that `ours` does not: what the pages would silently lose. */
export function templateFieldsMissing(upstream: string, ours = ssrTemplate): string[] {
  const used = templateFields(ours);
  return [...templateFields(upstream)].filter((field) => !used.has(field));
}
