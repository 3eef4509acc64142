'use strict';
/**
 * The worker thread of `runInWorker` (run.ts): loads a TypeScript module with jiti, as Docusaurus
 * loads the site's plugins, calls one of its exports with the input and posts the result back.
 */
const { parentPort, workerData } = require('node:worker_threads');
const createJiti = require('jiti');

const { file, name, input } = workerData;
const jiti = createJiti(file, { interopDefault: true });
Promise.resolve()
  .then(() => jiti(file)[name](input))
  .then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? error.stack || error.message : String(error) }),
  );
