/**
 * The HTML template of every built page (`ssrTemplate`): Docusaurus's page shape, with the page's
 * scripts run after its first paint.
 *
 * Docusaurus lists the scripts as `<script defer>` in the head. A browser runs deferred scripts as
 * soon as the document is parsed, and when they are already downloaded (a fast network, the cache)
 * that is before the first paint: on a phone-class CPU, evaluating main.js holds the first frame of
 * an already readable page for ~200 ms, and Lighthouse counts the scripts' download and evaluation
 * into Largest Contentful Paint. Here each script is a `<link rel=preload>` in the head (fetched
 * from the start, at the low priority deferred scripts get), and a small inline script at the end
 * of the body adds the scripts, in order, once the page has painted: after the second animation
 * frame (the first frame is on screen by then, not only drawn), or after 300 ms where a hidden tab
 * gets no frames. The content is readable first and becomes
 * interactive right after, as before. The loader's text is the same on every page, so the
 * Content-Security-Policy allows it with one hash (scripts/deploy/nginx-config.ts).
 *
 * The data (`it.*`) is what Docusaurus 3.10 passes to the template (core/lib/ssg/ssgTemplate.js).
 */

/** Adds the scripts the head preloads (`data-entry`), once the page has painted. */
export const scriptLoader = [
  '(function () {',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    var links = document.querySelectorAll('link[rel=preload][data-entry]');",
  '    for (var i = 0; i < links.length; i++) {',
  "      var script = document.createElement('script');",
  '      script.src = links[i].href;',
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
    <% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" data-entry href="<%= it.baseUrl %><%= script %>" /><% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${scriptLoader}</script>
  </body>
</html>
`;
