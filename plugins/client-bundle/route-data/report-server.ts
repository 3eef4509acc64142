/**
 * Server render: the names react-loadable reports for a rendered route, looked up in the client
 * manifest (keyed by chunk name, as chunk ids are named) to list the page's scripts: each chunk of
 * the route and its section's route data.
 */
import { allChunkNames, dataChunkOf } from '@cairn/route-data';
import { chunkNamesByKeyPath } from './route-props';

export function reportedModules(key: string, section: string | null): string[] {
  if (key === '*' || section === null) return ['not-found'];
  const tree = allChunkNames[key];
  return [...(tree ? Object.values(chunkNamesByKeyPath(tree)) : []), dataChunkOf(section)];
}
