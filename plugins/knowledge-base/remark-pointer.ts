/**
 * A remark plugin for the docs: under the landing page of each product and under the FAQ, a short
 * pointer to the mirrored knowledge base (the pages a reader with a question lands on). Added at
 * build time, so it is part of those pages' content and costs the other pages nothing.
 */
import path from 'node:path';
import type { BlockContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { knowledgeBaseRoute } from './index';

export interface KnowledgeBasePointerOptions {
  /**
   * The settings, as a function: plugin options are serialized into the client's site config, and
   * only functions stay out of it.
   */
  get: () => {
    /** The docs folder, absolute. */
    docsDir: string;
    /** Doc ids (paths under docs/ without the extension) that get the pointer. */
    docIds: readonly string[];
    /** Doc id prefixes whose docs all get it. */
    docIdPrefixes: readonly string[];
    /** Where to ask a new question. */
    forumUrl: string;
  };
}

/** The pointer's markdown nodes: an `<aside class="cairn-ask-kb">` of two paragraphs. */
export function pointerNode(forumUrl: string): BlockContent {
  return {
    type: 'blockquote',
    data: { hName: 'aside', hProperties: { className: ['cairn-ask-kb'], ariaLabel: 'Knowledge base' } },
    children: [
      {
        type: 'paragraph',
        data: { hProperties: { className: ['cairn-ask-kb__title'] } },
        children: [{ type: 'text', value: 'Have a question?' }],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'The ' },
          { type: 'link', url: `${knowledgeBaseRoute}/`, children: [{ type: 'text', value: 'knowledge base' }] },
          {
            type: 'text',
            value:
              ' holds the questions other teams asked about Cairn, each with the answer that solved it, by product. Search it for your error message, or ',
          },
          { type: 'link', url: forumUrl, children: [{ type: 'text', value: 'ask a new question on GitHub' }] },
          { type: 'text', value: '.' },
        ],
      },
    ],
  };
}

export default function remarkKnowledgeBasePointer(options: KnowledgeBasePointerOptions) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const { docsDir, docIds, docIdPrefixes, forumUrl } = options.get();
    const id = path
      .relative(docsDir, file.path)
      .replace(/\\/g, '/')
      .replace(/\.mdx?$/, '');
    if (id.startsWith('..') || !(docIds.includes(id) || docIdPrefixes.some((p) => id.startsWith(p)))) return;
    tree.children.push(pointerNode(forumUrl));
  };
}
