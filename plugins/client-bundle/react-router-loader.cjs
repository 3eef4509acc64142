/**
 * Installs route-data/static-match-path.ts over react-router 5's `matchPath` in its ESM build
 * (react-router/esm/react-router.js, a loader rule in index.ts, every build): static route paths
 * are then matched with string comparisons instead of a regular expression compiled per route.
 *
 * `matchPath` is a function declaration that the module's `<Route>`, `<Switch>` and `useRouteMatch`
 * call by name and that it exports; assigning the wrapped function to that binding reaches all of
 * them and every module importing it (react-router-dom, react-router-config, @docusaurus/router).
 * If the declaration or the export is not found exactly as written for react-router 5.3.4, the
 * build fails naming this file.
 */
'use strict';

const path = require('node:path');

const DECLARATION = /^function matchPath\(pathname, options\) \{$/gm;
const EXPORT = /^export \{[^}]*\bmatchPath\b[^}]*\};$/gm;

/** The module with `matchPath` wrapped; `implementation`: the module that exports `withStaticPaths`. */
function installStaticMatchPath(source, implementation) {
  const declarations = (source.match(DECLARATION) || []).length;
  const exports = (source.match(EXPORT) || []).length;
  if (declarations !== 1 || exports !== 1)
    throw new Error(
      `client-bundle: react-router's matchPath is no longer declared and exported as react-router 5.3.4 did ` +
        `(${declarations} declaration(s), ${exports} export(s)); review plugins/client-bundle/react-router-loader.cjs`,
    );
  return [
    source,
    `import { withStaticPaths as cairnWithStaticPaths } from ${JSON.stringify(implementation)};`,
    'matchPath = cairnWithStaticPaths(matchPath);',
    '',
  ].join('\n');
}

const implementationFile = path.join(__dirname, 'route-data', 'static-match-path.ts');

module.exports = function reactRouterLoader(source) {
  return installStaticMatchPath(source, implementationFile);
};
module.exports.installStaticMatchPath = installStaticMatchPath;
