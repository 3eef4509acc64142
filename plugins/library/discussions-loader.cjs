/**
 * A pre-loader for the module and service reference pages: it makes the page's list of discussions
 * a file dependency of the page's module, so the bundler's persistent cache rebuilds exactly the
 * pages whose 'Discussions' section changed.
 *
 * The section is added by a remark plugin (./remark.ts) from the mirrored discussions, which the
 * bundler cannot see. The library plugin writes each reference page's list (`discussionsForEntry`:
 * number, title, link) to a file of its own in the generated files (`listFile`) before bundling;
 * this loader adds that file to the page's dependencies and passes the source on unchanged. Editing
 * a discussion then rebuilds its own page and the reference pages that list it, not the whole site.
 */
'use strict';

const path = require('node:path');

/** The file holding the discussions listed by the reference page at `source` (relative to the site). */
function listFile(dir, source) {
  return path.join(dir, `${source.replace(/[^A-Za-z0-9.-]+/g, '_')}.json`);
}

/** The reference pages: the docs under docs/reference/modules and docs/reference/services (as entryForSource in front-matter.ts). */
const referencePage = /^docs\/reference\/(?:modules|services)\//;

module.exports = function discussionsLoader(source) {
  const { siteDir, dir } = this.getOptions();
  const rel = path.relative(siteDir, this.resourcePath).split(path.sep).join('/');
  if (referencePage.test(rel)) this.addDependency(listFile(dir, rel));
  return source;
};
module.exports.listFile = listFile;
