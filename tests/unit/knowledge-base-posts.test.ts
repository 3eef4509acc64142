import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readKnowledgeBase } from '../../plugins/knowledge-base';
import {
  renderPostsHere,
  renderPostsInWorkers,
  renderThreads,
  workersFromDiscussions,
} from '../../plugins/knowledge-base/posts';

const root = path.resolve(__dirname, '../..');
const { discussions } = readKnowledgeBase(path.join(root, 'data/knowledge-base'));

describe('rendering the posts of many discussions', () => {
  it('uses worker threads from the threshold on, two at most, never more than the cores', () => {
    expect(renderThreads(workersFromDiscussions - 1, 2)).toBe(1);
    expect(renderThreads(workersFromDiscussions, 2)).toBe(2);
    expect(renderThreads(workersFromDiscussions * 9, 8)).toBe(2);
    expect(renderThreads(workersFromDiscussions, 1)).toBe(1);
    // Today's knowledge base renders on the main thread.
    expect(renderThreads(discussions.length, 2)).toBe(1);
  });

  it('renders the same posts, in the same order, in two workers as on the main thread', async () => {
    // Discussions with an answer and without, and one whose markdown warns, if the data has one.
    const jobs = discussions
      .filter((_, i) => i % 40 === 0)
      .map((discussion) => ({ discussion, siteUrl: 'https://docs.cairn.example', file: `${discussion.number}.json` }));
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    const here = await renderPostsHere(jobs);
    const inWorkers = await renderPostsInWorkers(jobs, 2);
    expect(inWorkers).toEqual(here);
    expect(here.some((posts) => posts.answer === null)).toBe(true);
    expect(here.some((posts) => posts.answer !== null)).toBe(true);
  }, 60_000);

  it('names the failure when a worker cannot render', async () => {
    const broken = null as unknown as (typeof discussions)[number];
    await expect(
      renderPostsInWorkers([{ discussion: broken, siteUrl: 'https://docs.cairn.example', file: 'x.json' }], 1),
    ).rejects.toThrow(/\[knowledge-base\] rendering posts in a worker failed: TypeError/);
  }, 60_000);
});
