/**
 * Server render: the names react-loadable reports for a rendered route, looked up in the client
 * manifest (keyed by chunk name, as chunk ids are named) to list the page's scripts: each chunk of
 * the route and its group's route data (with the segment index a bucketed group loads through).
 */
import { allChunkNames, dataChunkOf, indexChunkOf } from '@cairn/route-data';
import { chunkNamesByKeyPath } from './route-props';

/**
 * What ComponentCreator.tsx imports as `@cairn/route-report` (an alias in ../index.ts: this module
 * in the server build, report-client.ts in the browser's; TypeScript reads this one, tsconfig.json).
 */
export type ReportModules = (key: string, group: string | null) => string[] | undefined;

export const reportedModules: ReportModules = (key, group) => {
  if (key === '*' || group === null) return ['not-found'];
  const tree = allChunkNames[key];
  const index = indexChunkOf(group);
  return [...(tree ? Object.values(chunkNamesByKeyPath(tree)) : []), ...(index ? [index] : []), dataChunkOf(group)];
};
