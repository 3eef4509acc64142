/** The search client of the configured mode, created on first use (neither engine is in the main bundle). */
import type { SearchClientLike } from './algolia-types';
import type { SearchSettings } from './config';

let local: SearchClientLike | null = null;

export async function loadSearchClient(
  settings: SearchSettings & { appId: string; apiKey: string },
): Promise<SearchClientLike> {
  if (settings.mode === 'hosted') {
    const { liteClient } = await import('algoliasearch/lite');
    return liteClient(settings.appId, settings.apiKey) as unknown as SearchClientLike;
  }
  if (!local) {
    const { createLocalSearchClient } = await import('./local-client');
    local = createLocalSearchClient({ basePath: settings.bundlePath, origin: window.location.origin });
    if (settings.exposeForTests)
      (window as unknown as { __cairnSearchClient: SearchClientLike }).__cairnSearchClient = local;
  }
  return local;
}

/** For the modal, which builds its own Algolia client: in local mode it is replaced by the local one. */
export async function localClientForModal(settings: SearchSettings): Promise<SearchClientLike> {
  return loadSearchClient({ ...settings, mode: 'local', appId: '', apiKey: '' });
}
