'use strict';
/**
 * Renders a share of the knowledge base's discussions (`renderPostsHere` in posts.ts) in a worker
 * thread for the plugin's loadContent. The TypeScript is loaded with jiti, as Docusaurus loads the
 * site's plugins.
 */
const { parentPort, workerData } = require('node:worker_threads');
const createJiti = require('jiti');

const jiti = createJiti(__filename, { interopDefault: true });
Promise.resolve()
  .then(() => jiti('./posts.ts').renderPostsHere(workerData))
  .then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? error.stack || error.message : String(error) }),
  );
