/**
 * A discussion's posts rendered for its page: the question and answer as HTML trees (serialized),
 * the description, and the warnings the markdown gave. A cold build of a large knowledge base renders
 * thousands of discussions (~6.5 ms each on this 2-core machine: 52 s of a 10,000-page build's
 * loading, on the main thread, before any other plugin's content could finish), so from
 * `workersFromDiscussions` discussions to render on, they are rendered in worker threads, one share
 * each, while the main thread loads the other plugins. The trees are the same either way.
 */
import os from 'node:os';
import path from 'node:path';
import { createPlainText, truncateText } from '../../common/markdown-text';
import { runInWorker } from '../../common/worker/run';
import { createDiscussionRenderer, type DiscussionRenderer } from './render';
import type { Discussion } from './schema';
import { serializeTree, type SerializedTree } from './tree-text';

/** A discussion's rendered posts, as the cache of rendered posts keeps them. */
export interface RenderedPosts {
  question: SerializedTree;
  answer: SerializedTree | null;
  description: string;
  warnings: string[];
}

/** One discussion to render, with where its links point from and the file its warnings name. */
export interface PostsJob {
  discussion: Discussion;
  siteUrl: string;
  file: string;
}

interface PostTools {
  plainText: (markdown: string) => string;
  render: DiscussionRenderer;
}

function renderPosts(tools: PostTools, { discussion, siteUrl, file }: PostsJob): RenderedPosts {
  const warnings: string[] = [];
  const markdownContext = { siteUrl, file, warn: (m: string) => warnings.push(m) };
  return {
    question: serializeTree(tools.render(discussion.body, markdownContext)),
    answer: discussion.answer ? serializeTree(tools.render(discussion.answer.body, markdownContext)) : null,
    description: truncateText(tools.plainText(discussion.body)),
    warnings,
  };
}

/** Renders the jobs in this thread, in order. */
export async function renderPostsHere(jobs: readonly PostsJob[]): Promise<RenderedPosts[]> {
  if (jobs.length === 0) return [];
  const tools = { plainText: await createPlainText(), render: await createDiscussionRenderer() };
  return jobs.map((job) => renderPosts(tools, job));
}

/**
 * From this many discussions to render on, they are rendered in worker threads. Starting a worker
 * (loading the markdown libraries in it) costs ~1 s, about 150 discussions' rendering; at today's
 * 477 discussions a cold build renders them on the main thread, as an edit's rebuild always does.
 */
export const workersFromDiscussions = 1000;

/** How many threads render `count` discussions: one per core, at most two, from the threshold on. */
export function renderThreads(count: number, cores = os.availableParallelism()): number {
  return count >= workersFromDiscussions ? Math.max(1, Math.min(2, cores)) : 1;
}

/** Renders the jobs in `threads` worker threads, one contiguous share each; the results in job order. */
export async function renderPostsInWorkers(jobs: readonly PostsJob[], threads: number): Promise<RenderedPosts[]> {
  const size = Math.ceil(jobs.length / threads);
  const shares = Array.from({ length: threads }, (_, i) => jobs.slice(i * size, (i + 1) * size)).filter(
    (share) => share.length > 0,
  );
  return (
    await Promise.all(
      shares.map((share) =>
        runInWorker<RenderedPosts[]>(
          path.join(__dirname, 'posts.ts'),
          'renderPostsHere',
          share,
          '[knowledge-base] rendering posts in a worker',
        ),
      ),
    )
  ).flat();
}

/** Renders the jobs, in worker threads when there are enough of them (`renderThreads`). */
export function renderAllPosts(jobs: readonly PostsJob[]): Promise<RenderedPosts[]> {
  const threads = renderThreads(jobs.length);
  return threads > 1 ? renderPostsInWorkers(jobs, threads) : renderPostsHere(jobs);
}
