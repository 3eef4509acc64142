/**
 * main.js's entry module in the production client build (`deferredEntry` in entry.ts, set in index.ts), in place of
 * @docusaurus/core's lib/client/clientEntry.js, which it runs, unchanged, three tasks later.
 *
 * With core's entry, everything main.js starts ran in the one task that evaluated main.js: the end
 * of V8's compilation of the 400 KB file (the compile hint compiles it all while it downloads, and
 * the result is finished on the main thread), then every module's top-level code (React DOM's is a
 * 200 KB module), the route table, the theme and the route preload. That task was the longest of a
 * page load after the first layout: 28-51 ms unthrottled on the tag page, 100-240 ms in
 * Lighthouse's simulation at 4x, and the page took no input while it ran. Here main.js's own task
 * only finishes the compilation; React DOM's module, the route table's and then core's entry (the
 * rest, and the preload that leads to hydration) each run in a task of their own, and the browser
 * can paint and handle input between them.
 *
 * The modules stay in main.js (`webpackMode: "eager"`: no chunk, no request); only when their
 * top-level code runs changes. A module that throws while it starts rejects the chain: the error
 * reaches the console as an unhandled rejection, and the page keeps its server-rendered HTML, as it
 * would when core's entry throws.
 */

/** The next task of the event loop: a message to ourselves, which timers' clamping and background throttling do not delay. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
