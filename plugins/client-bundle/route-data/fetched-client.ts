/**
 * A fetched route module in the browser (route-data-loader.cjs, `.fetch.json`): page data the build
 * writes to `assets/data/` instead of bundling it. Imported by the route-data group modules as
 * `@cairn/route-fetch` (an alias in ../index.ts; fetched-server.ts in the server build).
 */
declare const __webpack_public_path__: string;

/** Whether the page's HTML should preload the route's fetched data: the server render adds it. */
export const preloadFetched = false;

/** The URL of a fetched module's file (`asset`: its path in the build). */
export const fetchedUrl = (asset: string): string => `${__webpack_public_path__}${asset}`;

const modules = new Map<string, Promise<{ default: unknown }>>();

/**
 * The module as an import of it would give it (`{ default: data }`), fetched once per page view. A
 * failed fetch is not kept, so a later navigation tries again; its error names the file and why.
 */
export function fetchedModule(asset: string): Promise<{ default: unknown }> {
  const url = fetchedUrl(asset);
  let pending = modules.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
        return { default: (await response.json()) as unknown };
      })
      .catch((error: unknown) => {
        modules.delete(url);
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`This page's data (${url}) could not be loaded: ${reason}`);
      });
    modules.set(url, pending);
  }
  return pending;
}
