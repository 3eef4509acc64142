/**
 * `npm run kb:sync [-- --prune]`: mirrors the knowledge-base discussions into data/knowledge-base/.
 * Environment: GITHUB_TOKEN (required), KB_REPOSITORY (default <the code host organisation>/knowledge-base),
 * GITHUB_GRAPHQL_URL (default https://api.github.com/graphql).
 */
import path from 'node:path';
import { codeHost } from '../src/settings';
import { SyncError, syncKnowledgeBase } from './kb-sync/sync';

syncKnowledgeBase({
  repository: process.env.KB_REPOSITORY || `${codeHost.org}/knowledge-base`,
  token: process.env.GITHUB_TOKEN ?? '',
  endpoint: process.env.GITHUB_GRAPHQL_URL || 'https://api.github.com/graphql',
  dataDir: path.resolve(__dirname, '../data/knowledge-base'),
  prune: process.argv.includes('--prune'),
}).catch((e: unknown) => {
  console.error(e instanceof SyncError ? `kb:sync: ${e.message}` : e);
  process.exit(1);
});
