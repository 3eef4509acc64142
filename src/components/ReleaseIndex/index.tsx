import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import releaseIndex from '@generated/library/default/release-index.json';
import styles from './styles.module.css';

/** Every month of release notes, newest first, grouped by year (from data/library). */
export default function ReleaseIndex(): ReactNode {
  return (
    <div className={styles.index}>
      <p>
        {releaseIndex.releaseCount} releases across {releaseIndex.years.length} years. Subscribe to the{' '}
        <a href={releaseIndex.feeds.atom}>Atom feed</a> or the <a href={releaseIndex.feeds.rss}>RSS feed</a> to hear
        about new months.
      </p>
      <Link
        className="upgrade-planner-link button button--outline button--primary button--sm margin-bottom--md"
        to="/library/upgrade/"
      >
        Plan an upgrade between two versions
      </Link>
      {releaseIndex.years.map((y) => (
        <section key={y.year} aria-labelledby={`releases-${y.year}`}>
          <Heading as="h2" id={`releases-${y.year}`}>
            {y.year}
          </Heading>
          <ul className={styles.months}>
            {y.months.map((m) => (
              <li key={m.month}>
                <Link to={m.permalink}>{m.title}</Link>
                <span className={styles.meta}>
                  {m.releaseCount} release{m.releaseCount === 1 ? '' : 's'}
                  {m.breakingCount > 0 && `, ${m.breakingCount} breaking`}
                  {m.repos.length > 0 && ` · ${m.repos.map((r) => r.replace(/^terraform-aws-/, '')).join(', ')}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
