/**
 * The client build's entry (see deferred-entry.ts). Core sets it to its own
 * lib/client/clientEntry.js (@docusaurus/core lib/webpack/client.js, 3.10.2); deferred-entry.ts
 * takes its place and runs it a few tasks later. An entry that is anything else means Docusaurus
 * changed how the client starts, and the build stops rather than drop what that entry now does.
 */
import path from 'node:path';

/** deferred-entry.ts, when `entry` is core's client entry (under `coreDir`, the installed @docusaurus/core). */
export function deferredEntry(entry: unknown, coreDir: string): string {
  const coreEntry = path.join(coreDir, 'lib', 'client', 'clientEntry.js');
  if (entry !== coreEntry)
    throw new Error(
      `client-bundle: the client build's entry is ${JSON.stringify(entry)}, not @docusaurus/core's ` +
        'lib/client/clientEntry.js, which plugins/client-bundle/deferred-entry.ts runs; review that file',
    );
  return path.join(__dirname, 'deferred-entry.ts');
}
