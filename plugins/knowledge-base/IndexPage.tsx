import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PageShell from '@site/src/components/PageShell';
import { categoryAnchor } from './anchors';
import { brandName, codeHost } from '../../src/settings';
import type { KnowledgeBaseIndexData } from './index';

/** Every mirrored discussion, grouped by category, newest first. */
export default function IndexPage({ data }: { data: KnowledgeBaseIndexData }): ReactNode {
  const total = data.categories.reduce((n, c) => n + c.discussions.length, 0);
  return (
    <PageShell
      title="Knowledge Base"
      description={`Questions ${brandName} customers asked and the answers that solved them, by category.`}
      parents={[]}
      toc={data.categories.map((c) => ({
        value: `${c.name} (${c.discussions.length})`,
        id: categoryAnchor(c.name),
        level: 2,
      }))}
      lead={
        <p>
          {total} questions from {brandName} customers and the answers that solved them, mirrored from the{' '}
          <Link href={`${codeHost.url}/${data.source}/discussions`}>community forum on GitHub</Link>. Ask a new question
          there; this copy was last updated on <time dateTime={data.fetchedAt}>{data.fetchedAt.slice(0, 10)}</time>.
        </p>
      }
    >
      {data.categories.map((c) => (
        <section key={c.name} aria-labelledby={categoryAnchor(c.name)}>
          <Heading as="h2" id={categoryAnchor(c.name)}>
            {c.name}
          </Heading>
          <ul className="cairn-link-list cairn-link-list--compact">
            {c.discussions.map((d) => (
              <li key={d.number}>
                <Link to={`/discussions/knowledge-base/${d.number}`}>{d.title}</Link>
                {!d.answered && <span className="cairn-muted"> · no accepted answer yet</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageShell>
  );
}
