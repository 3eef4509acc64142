import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkKnowledgeBasePointer from '../../plugins/knowledge-base/remark-pointer';
import { knowledgeBasePointer } from '../../src/config/knowledge-base-pointer';

const docsDir = path.resolve(__dirname, '../../docs');
const run = (doc: string) => {
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body.' }] }] };
  remarkKnowledgeBasePointer({
    get: () => ({
      ...knowledgeBasePointer,
      docsDir,
      forumUrl: 'https://github.com/cairn-io/knowledge-base/discussions',
    }),
  })(tree, new VFile({ path: path.join(docsDir, doc) }));
  return tree.children;
};

describe('knowledge-base pointer on landing pages', () => {
  it('ends a product landing page and every FAQ page with a pointer to the knowledge base', () => {
    for (const doc of ['library/overview/index.md', 'faq/eks.md', 'library/reference/index.mdx']) {
      const [, pointer] = run(doc);
      expect(pointer, doc).toMatchObject({ type: 'blockquote', data: { hName: 'aside' } });
      expect(JSON.stringify(pointer)).toContain('"url":"/discussions/knowledge-base/"');
    }
  });

  it('leaves other pages alone', () => {
    expect(run('library/getting-started/deploying-a-module.md')).toHaveLength(1);
    expect(run('../src/pages/faq/index.md')).toHaveLength(1);
  });

  it('names only docs that exist', async () => {
    const { existsSync } = await import('node:fs');
    const missing = knowledgeBasePointer.docIds.filter(
      (id) => !existsSync(path.join(docsDir, `${id}.md`)) && !existsSync(path.join(docsDir, `${id}.mdx`)),
    );
    expect(missing).toEqual([]);
  });
});
