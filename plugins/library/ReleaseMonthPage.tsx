import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DocPaginator from '@theme/DocPaginator';
import PageShell from '@site/src/components/PageShell';
import HtmlTree from '../../common/html-tree/HtmlTree';
import { releaseAnchor } from './release-anchor';
import type { MonthPageData } from './index';
import styles from './styles.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One month of release notes: per repository, each version released, its changes and migration notes. */
export default function ReleaseMonthPage({ data }: { data: MonthPageData }): ReactNode {
  const title = `Release notes: ${data.title}`;
  return (
    <PageShell
      title={title}
      description={data.description}
      parents={[
        { label: 'Guides', href: '/guides/' },
        { label: 'Stay up to date', href: '/guides/stay-up-to-date/' },
        { label: 'Release notes', href: '/guides/stay-up-to-date/releases/' },
      ]}
      toc={data.groups.map((g) => ({ value: g.repo, id: g.repo, level: 2 }))}
      lead={
        <p className={styles.lead}>
          {data.releaseCount === 0
            ? 'No repository of the IaC Library released a new version this month.'
            : `${plural(data.releaseCount, 'release', 'releases')} in ${plural(data.groups.length, 'repository', 'repositories')}` +
              (data.breakingCount
                ? `; ${plural(data.breakingCount, 'release has', 'releases have')} breaking changes, marked below with migration notes.`
                : '; none of them has breaking changes.')}
        </p>
      }
    >
      {data.groups.map((g) => (
        <section key={g.repo} aria-labelledby={g.repo}>
          <Heading as="h2" id={g.repo}>
            {g.repo}
          </Heading>
          {g.releases.map((r) => (
            <section key={r.version} className={styles.release} aria-labelledby={releaseAnchor(g.repo, r.version)}>
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
                    <HtmlTree tree={c.body} />
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
                  <HtmlTree tree={r.migration} />
                </div>
              )}
            </section>
          ))}
        </section>
      ))}
      <DocPaginator previous={data.prev ?? undefined} next={data.next ?? undefined} />
    </PageShell>
  );
}
