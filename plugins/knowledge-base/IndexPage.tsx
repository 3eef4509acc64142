import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { brandName, codeHost } from '../../src/settings';
import type { KnowledgeBaseIndexData } from './index';
import styles from './styles.module.css';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every mirrored discussion, grouped by category, newest first. */
export default function IndexPage({ data }: { data: KnowledgeBaseIndexData }): ReactNode {
  const total = data.categories.reduce((n, c) => n + c.discussions.length, 0);
  return (
    <Layout
      title="Knowledge Base"
      description={`Questions ${brandName} customers asked and the answers that solved them, by category.`}
    >
      <main className="container margin-vert--lg text-links">
        <Heading as="h1">Knowledge Base</Heading>
        <p>
          {total} questions from {brandName} customers and the answers that solved them, mirrored from the{' '}
          <Link href={`${codeHost.url}/${data.source}/discussions`}>community forum on GitHub</Link>. Ask a new question
          there; this copy was last updated on <time dateTime={data.fetchedAt}>{data.fetchedAt.slice(0, 10)}</time>.
        </p>
        <nav aria-label="Categories">
          <ul className={styles.categoryNav}>
            {data.categories.map((c) => (
              <li key={c.name}>
                <a href={`#${slug(c.name)}`}>
                  {c.name} ({c.discussions.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {data.categories.map((c) => (
          <section key={c.name} aria-labelledby={slug(c.name)}>
            <Heading as="h2" id={slug(c.name)}>
              {c.name}
            </Heading>
            <ul className={styles.indexList}>
              {c.discussions.map((d) => (
                <li key={d.number}>
                  <Link to={`/discussions/knowledge-base/${d.number}`}>{d.title}</Link>
                  {!d.answered && <span className={styles.unanswered}> · no accepted answer yet</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
