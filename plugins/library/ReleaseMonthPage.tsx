import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DocPaginator from '@theme/DocPaginator';
import Hast from './Hast';
import { releaseAnchor } from './release-anchor';
import type { MonthPageData } from './index';
import styles from './styles.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One month of release notes: per repository, each version released, its changes and migration notes. */
export default function ReleaseMonthPage({ data }: { data: MonthPageData }): ReactNode {
  const title = `Release notes: ${data.title}`;
  return (
    <Layout title={title} description={data.description}>
      <main className="container margin-vert--lg">
        <div className="row">
          <article className={`col col--8 col--offset-2 text-links ${styles.month}`}>
            <nav aria-label="Breadcrumbs" className="margin-bottom--sm">
              <Link to="/guides/stay-up-to-date/">Stay up to date</Link> ›{' '}
              <Link to="/guides/stay-up-to-date/releases/">Release notes</Link> › {data.title}
            </nav>
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>
              {data.releaseCount === 0
                ? 'No repository of the IaC Library released a new version this month.'
                : `${plural(data.releaseCount, 'release', 'releases')} in ${plural(data.groups.length, 'repository', 'repositories')}` +
                  (data.breakingCount
                    ? `; ${plural(data.breakingCount, 'release has', 'releases have')} breaking changes, marked below with migration notes.`
                    : '; none of them has breaking changes.')}
            </p>
            {data.groups.length > 1 && (
              <nav aria-label="Repositories this month" className={styles.jump}>
                {data.groups.map((g) => (
                  <a key={g.repo} href={`#${g.repo}`}>
                    {g.repo}
                  </a>
                ))}
              </nav>
            )}
            {data.groups.map((g) => (
              <section key={g.repo} aria-labelledby={g.repo}>
                <Heading as="h2" id={g.repo}>
                  {g.repo}
                </Heading>
                {g.releases.map((r) => (
                  <section
                    key={r.version}
                    className={styles.release}
                    aria-labelledby={releaseAnchor(g.repo, r.version)}
                  >
                    <Heading as="h3" id={releaseAnchor(g.repo, r.version)} className={styles.releaseTitle}>
                      <a href={r.url}>{r.version}</a>{' '}
                      <span className={styles.date}>
                        <time dateTime={r.date}>{r.date}</time>
                      </span>
                      {r.breaking && <span className="badge badge--danger">Breaking</span>}
                    </Heading>
                    <ul>
                      {r.changes.map((c, i) => (
                        <li key={i} className={c.breaking ? styles.breaking : undefined}>
                          {c.breaking && <strong>Breaking: </strong>}
                          <Hast tree={c.body} />
                          {c.affects.length > 0 && (
                            <span className={styles.affects}>
                              {g.repo === 'terraform-aws-service-catalog' ? 'Services: ' : 'Modules: '}
                              {c.affects.map((a, j) => (
                                <React.Fragment key={a.permalink}>
                                  {j > 0 && ', '}
                                  <Link to={a.permalink}>{a.label}</Link>
                                </React.Fragment>
                              ))}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                    {r.migration && (
                      <div
                        className={`alert alert--warning ${styles.migration}`}
                        role="note"
                        aria-label={`Migration notes for ${g.repo} ${r.version}`}
                      >
                        <strong>Migration notes</strong>
                        <Hast tree={r.migration} />
                      </div>
                    )}
                  </section>
                ))}
              </section>
            ))}
            <DocPaginator previous={data.prev ?? undefined} next={data.next ?? undefined} />
          </article>
        </div>
      </main>
    </Layout>
  );
}
