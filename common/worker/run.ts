/**
 * Runs an exported function of a TypeScript module in a worker thread, for plugin work that should
 * not hold the main thread (which keeps loading or post-building the other plugins meanwhile) or
 * that should have a heap of its own. The input and result cross by structured clone: plain data.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * `file`'s export `name` called with `input` in a new worker thread. `what` names the work in
 * errors ("[search] building the local index"): the function's own error, a crash, or a worker
 * that exits without a result.
 */
export function runInWorker<T>(file: string, name: string, input: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), { workerData: { file, name, input } });
    let settled = false;
    worker.once('message', (message: { result?: T; error?: string }) => {
      settled = true;
      if ('result' in message) resolve(message.result as T);
      else reject(new Error(`${what} failed: ${message.error ?? 'no result'}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(new Error(`${what}: the worker crashed: ${error.stack ?? error.message}`));
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`${what}: the worker exited (code ${code}) without a result`));
    });
  });
}
