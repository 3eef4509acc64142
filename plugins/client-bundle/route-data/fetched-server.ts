/**
 * A fetched route module in the server render (see fetched-client.ts): read from the file the
 * build generated in `.docusaurus/`, which the static generation runs beside.
 */
import { readFileSync } from 'node:fs';

export { fetchedUrl } from './fetched-client';

/** The server render lists the route's fetched data in the page's head, so it loads with main.js. */
export const preloadFetched = true;

export function fetchedModule(asset: string, file?: string): Promise<{ default: unknown }> {
  if (file === undefined) return Promise.reject(new Error(`The server build names no file for ${asset}.`));
  try {
    return Promise.resolve({ default: JSON.parse(readFileSync(file, 'utf8')) as unknown });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
