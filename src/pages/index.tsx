import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { site } from '@site/src/settings';
import { mainSections, startHere } from '@site/src/lib/sections';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout description={site.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {site.title}
          </Heading>
          <p className={styles.tagline}>{site.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/intro/overview/getting-started">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/library/reference/">
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
          <ol className={styles.steps}>
            {startHere.map((s) => (
              <li key={s.step} className={styles.step}>
                <Link to={s.to} className={styles.stepLink}>
                  <span className={styles.stepTitle}>{s.title}</span>
                  <span>{s.text}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="sections" className="margin-top--lg">
          <Heading as="h2" id="sections">
            Explore the docs
          </Heading>
          <ul className={styles.cards}>
            {mainSections.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className={styles.card}>
                  <span className={styles.cardTitle}>{s.title}</span>
                  <span>{s.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
