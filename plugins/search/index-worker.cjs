'use strict';
/**
 * Runs `buildSiteIndex` (site-index.ts) in a worker thread for the search plugin's postBuild. The
 * TypeScript is loaded with jiti, as Docusaurus loads the site's plugins.
 */
const { parentPort, workerData } = require('node:worker_threads');
const createJiti = require('jiti');

const jiti = createJiti(__filename, { interopDefault: true });
Promise.resolve()
  .then(() => jiti('./site-index.ts').buildSiteIndex(workerData))
  .then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? error.stack || error.message : String(error) }),
  );
