/**
 * The docs that end with a pointer to the mirrored knowledge base (plugins/knowledge-base/remark-pointer.ts):
 * the pages a reader with a question lands on, i.e. each product's landing page and the FAQ.
 */
export const knowledgeBasePointer = {
  docIds: [
    'intro/overview/intro-to-cairn',
    'library/overview/index',
    'library/reference/index',
    'pipelines/overview',
    'patcher/index',
    'refarch/index',
    'refarch/whats-this/what-is-a-reference-architecture',
    'landing-zone',
    'developer-portal/create-account',
    'guides/index',
  ],
  docIdPrefixes: ['faq/'],
} as const;
