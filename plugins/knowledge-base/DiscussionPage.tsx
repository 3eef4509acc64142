import React, { useMemo, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PageShell from '@site/src/components/PageShell';
import HtmlTree from '../../common/html-tree/HtmlTree';
import { categoryAnchor } from './anchors';
import type { DiscussionPageData } from './index';
import { parseTree } from './tree-text';
import styles from './styles.module.css';
import { formatLongDate as formatDate } from '../../common/dates';

/** One mirrored discussion: question, accepted answer, labels, link to the original. */
export default function DiscussionPage({ data }: { data: DiscussionPageData }): ReactNode {
  const question = useMemo(() => parseTree(data.question), [data.question]);
  const answer = useMemo(() => (data.answer ? parseTree(data.answer.body) : null), [data.answer]);
  return (
    <PageShell
      title={data.title}
      description={data.description}
      parents={[
        { label: 'Knowledge Base', href: '/discussions/knowledge-base/' },
        { label: data.category, href: `/discussions/knowledge-base/#${categoryAnchor(data.category)}` },
      ]}
      lead={
        <p className={styles.meta}>
          Asked by <strong>{data.author}</strong> on <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>{' '}
          in {data.category} · #{data.number}
        </p>
      }
    >
      <section aria-labelledby="question" className={styles.post}>
        <Heading as="h2" id="question" className={styles.postHeading}>
          Question
        </Heading>
        <HtmlTree tree={question} />
      </section>
      <section aria-labelledby="answer" className={data.answer ? `${styles.post} ${styles.accepted}` : styles.post}>
        <Heading as="h2" id="answer" className={styles.postHeading}>
          {data.answer ? 'Accepted answer' : 'No accepted answer yet'}
        </Heading>
        {data.answer && answer ? (
          <>
            <p className={styles.meta}>
              Answered by <strong>{data.answer.author}</strong> on{' '}
              <time dateTime={data.answer.createdAt}>{formatDate(data.answer.createdAt)}</time>
            </p>
            <HtmlTree tree={answer} />
          </>
        ) : (
          <p>Nobody has marked an answer to this question as accepted. You can add one on GitHub.</p>
        )}
      </section>
      {data.labels.length > 0 && (
        <ul className={styles.labels} aria-label="Labels">
          {data.labels.map((l) => (
            <li key={l.name}>
              {l.permalink ? (
                <Link className={styles.label} to={l.permalink}>
                  {l.name}
                </Link>
              ) : (
                <span className={styles.label}>{l.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="button button--secondary" href={data.url}>
          View this discussion on GitHub
        </Link>
      </p>
    </PageShell>
  );
}
