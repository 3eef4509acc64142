/**
 * The knowledge base from its data (data/knowledge-base, as the knowledge-base plugin loaded it):
 * each discussion's question and accepted answer as Markdown, with their headings below the
 * page's own (as the page demotes them), and the index by category.
 */
import type { Heading, RootContent } from 'mdast';
import { knowledgeBaseRoute, type KnowledgeBaseContent, type KnowledgeBaseIndexData } from '../../knowledge-base';
import type { MarkdownTools } from '../markdown';
import type { TwinPage } from '../twin';
import { heading, link, list, paragraph, strong, text } from '../mdast';
import { formatLongDate as formatDate } from '../../../common/dates';

/** A post's markdown, headings two levels down (a post's `#` sits below the page's Question heading). */
function post(markdown: string, tools: MarkdownTools): RootContent[] {
  const demote = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      if (n.type === 'heading') return { ...n, depth: Math.min(6, n.depth + 2) as Heading['depth'] };
      if ('children' in n && n.type !== 'paragraph')
        return { ...n, children: demote(n.children as RootContent[]) } as RootContent;
      return n;
    });
  return demote(tools.parseBlock(markdown));
}

/**
 * Each discussion; `tagRoutes` maps a lower-cased tag key or label to its tag page, so labels link to
 * the tag pages that exist, as on the page.
 */
export function discussionPages(
  content: KnowledgeBaseContent,
  tools: MarkdownTools,
  tagRoutes: ReadonlyMap<string, string>,
): TwinPage[] {
  return content.discussions.map(({ discussion: d, description }) => {
    const labels = d.labels.nodes.map(({ name }) => {
      const route = tagRoutes.get(name.toLowerCase());
      return route ? link(route, [text(name)]) : text(name);
    });
    const body: RootContent[] = [
      paragraph([
        text('Asked by '),
        strong([text(d.author?.login ?? 'ghost')]),
        text(` on ${formatDate(d.createdAt)} in ${d.category.name} · #${d.number}`),
      ]),
      heading(2, [text('Question')]),
      ...post(d.body, tools),
      ...(d.answer
        ? [
            heading(2, [text('Accepted answer')]),
            paragraph([
              text('Answered by '),
              strong([text(d.answer.author?.login ?? 'ghost')]),
              text(` on ${formatDate(d.answer.createdAt)}`),
            ]),
            ...post(d.answer.body, tools),
          ]
        : [heading(2, [text('No accepted answer yet')])]),
      ...(labels.length
        ? [paragraph([text('Labels: '), ...labels.flatMap((l, i) => [...(i > 0 ? [text(', ')] : []), l])])]
        : []),
      paragraph([link(d.url, [text('View this discussion on GitHub')])]),
    ];
    return {
      route: `${knowledgeBaseRoute}/${d.number}`,
      title: [text(d.title)],
      description,
      body,
    };
  });
}

/** The index: every discussion by category, newest first (the data the index page renders). */
export function knowledgeBaseIndexPage(index: KnowledgeBaseIndexData): TwinPage {
  const total = index.categories.reduce((n, c) => n + c.discussions.length, 0);
  return {
    route: `${knowledgeBaseRoute}/`,
    title: [text('Knowledge Base')],
    description: 'Questions Cairn customers asked and the answers that solved them, by category.',
    body: [
      paragraph([
        text(`${total} discussions, mirrored on ${index.fetchedAt.slice(0, 10)} from `),
        link(`https://github.com/${index.source}/discussions`, [text(`${index.source} on GitHub`)]),
        text(', where new questions are asked.'),
      ]),
      ...index.categories.flatMap((c): RootContent[] => [
        heading(2, [text(c.name)]),
        list(
          c.discussions.map((d) => [
            link(`${knowledgeBaseRoute}/${d.number}`, [text(d.title)]),
            ...(d.answered ? [] : [text(' (no accepted answer yet)')]),
          ]),
        ),
      ]),
    ],
  };
}
