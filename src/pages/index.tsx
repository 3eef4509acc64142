import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { site } from '@site/src/settings';
import { mainSections, resourceSections, startHere, type Section } from '@site/src/lib/sections';
import { describe } from '@site/src/lib/section-descriptions';
import HeroSearch from '@site/src/components/HeroSearch';
import styles from './index.module.css';

/** The pages readers come back to: what changed, how to upgrade, what others asked. */
const returnTo = resourceSections.filter((s) =>
  ['/guides/stay-up-to-date/releases/', '/guides/stay-up-to-date/', '/discussions/knowledge-base/'].includes(s.to),
);
/** The other top-level pages, in one line under the cards. */
const topLevel = resourceSections.filter((s) => !returnTo.includes(s));

interface CardData {
  title: string;
  to: string;
  text: string;
}

/** A grid of linked cards; `ordered` for steps to take in turn. */
function Cards({
  cards,
  className,
  ordered,
}: {
  cards: readonly CardData[];
  className: string;
  ordered?: boolean;
}): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={clsx(styles.grid, className)}>
      {cards.map((c) => (
        <li key={c.to}>
          <Link to={c.to} className={styles.card}>
            <span className={styles.cardTitle}>{c.title}</span>
            <span>{c.text}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

const asCard = (s: Section): CardData => ({ title: s.title, to: s.to, text: describe(s) });

export default function Home(): ReactNode {
  return (
    <Layout description={site.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {site.title}
          </Heading>
          <p className={styles.tagline}>{site.tagline}</p>
          <HeroSearch placeholder="Search docs, modules and answers" />
          <div className={styles.actions}>
            <Link className={clsx('button button--lg', styles.primary)} to="/intro/overview/getting-started">
              Get started
            </Link>
            <Link className={clsx('button button--lg', styles.secondary)} to="/library/reference/">
              Browse the library
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="start-here">
          <Heading as="h2" id="start-here">
            New here? Three steps
          </Heading>
          <Cards cards={startHere} className={styles.steps} ordered />
        </section>
        <section aria-labelledby="come-back" className="margin-top--lg">
          <Heading as="h2" id="come-back">
            Back for an upgrade or a question?
          </Heading>
          <Cards cards={returnTo.map(asCard)} className={styles.steps} />
        </section>
        <section aria-labelledby="sections" className="margin-top--lg">
          <Heading as="h2" id="sections">
            Explore the docs
          </Heading>
          <Cards cards={mainSections.map(asCard)} className={styles.sections} />
          <p className={styles.more}>
            Also:{' '}
            {topLevel.map((s, i) => (
              <React.Fragment key={s.to}>
                {i > 0 && ' · '}
                <Link to={s.to}>{s.title}</Link>
              </React.Fragment>
            ))}
          </p>
        </section>
      </main>
    </Layout>
  );
}
