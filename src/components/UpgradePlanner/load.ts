/** Fetches a repository's planner data once per page view; a failed fetch is tried again on the next call. */
import type { UpgradeRepoData } from '../../../plugins/library/upgrade-data';

const requests = new Map<string, Promise<UpgradeRepoData>>();

function isRepoData(value: unknown): value is UpgradeRepoData {
  const v = value as Partial<UpgradeRepoData> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.repo === 'string' &&
    Array.isArray(v.entries) &&
    Array.isArray(v.releases) &&
    v.releases.length > 0
  );
}

export function loadRepoData(url: string): Promise<UpgradeRepoData> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const data: unknown = await response.json();
      if (!isRepoData(data)) throw new Error('the file is not a release history');
      return data;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
