import { describe, expect, it } from 'vitest';
import { collectPageTitles } from '../../plugins/page-titles';

describe('page titles for the Not Found page', () => {
  it('collects docs, tags, markdown pages and discussions by path, the first title winning', () => {
    const titles = collectPageTitles({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                { permalink: '/patcher/', title: 'Patcher', tags: [{ label: 'Go', permalink: '/tags/go' }] },
                { permalink: '/patcher/', title: 'A duplicate', tags: [] },
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-pages': {
        default: [{ permalink: '/tools', title: 'Tools' }, { permalink: '/' }] as unknown as Record<string, unknown>,
      },
      'knowledge-base': {
        default: {
          provenance: { source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T00:00:00Z', count: 1 },
          discussions: [{ discussion: { number: 7, title: 'Why does plan hang?' } }],
        },
      },
    });
    expect(titles).toMatchObject({
      '/patcher/': 'Patcher',
      '/tags/go': 'Docs tagged with "Go"',
      '/tools': 'Tools',
      '/': 'Home',
      '/discussions/knowledge-base/': 'Knowledge Base',
      '/discussions/knowledge-base/7': 'Why does plan hang?',
    });
  });

  it('gives nothing for plugins that are absent', () => {
    expect(Object.keys(collectPageTitles({}))).toEqual(['/', '/tags', '/search']);
  });
});
