/**
 * The page shell of every page outside the docs plugin (release months, discussions and their index,
 * tag pages, the top-level markdown pages): the docs' grid, type scale and breadcrumbs, so a reader
 * moving between a doc and one of these pages sees the text start at the same left edge, in the
 * same measure, under an h1 of the same size. The left rail is the site's sections (SectionRail);
 * the right one the page's contents, as on docs.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { TOCItem } from '@docusaurus/mdx-loader';
import Breadcrumbs, { type Crumb } from '@site/src/components/Breadcrumbs';
import SectionRail from '@site/src/components/SectionRail';

export interface PageShellProps {
  /** The page's one name: its h1, its last breadcrumb and (unless `metaTitle` is given) its <title>. */
  title: string;
  /** The <title>, where it should say more than the h1. */
  metaTitle?: string;
  description?: string;
  /** The crumbs above the page, home excluded; the page itself is added last. */
  parents: readonly Crumb[];
  /** Contents listed beside the text (h2 and h3 of the page). */
  toc?: readonly TOCItem[];
  /** Rendered between the h1 and the text, outside the prose measure (e.g. a summary line). */
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The shell without the site's Layout, for pages the theme already renders inside it (the docs
 * plugin's tag pages); they set their own metadata.
 */
export function PageShellContent({ title, parents, toc, lead, className, children }: PageShellProps): ReactNode {
  const hasToc = toc !== undefined && toc.length > 0;
  return (
    <div className="cairn-shell">
      <SectionRail />
      <main className="cairn-shell__main">
        <div className="container padding-top--md padding-bottom--lg">
          <div className="row">
            <div className="col">
              <Breadcrumbs items={[...parents, { label: title }]} />
              {hasToc && (
                <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className="cairn-shell__toc-mobile" />
              )}
              <article className={clsx('markdown cairn-shell__article', className)}>
                <header>
                  <Heading as="h1">{title}</Heading>
                  {lead}
                </header>
                {children}
              </article>
            </div>
            {hasToc && (
              <div className="col col--3">
                <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
              </div>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}

export default function PageShell(props: PageShellProps): ReactNode {
  return (
    <Layout title={props.metaTitle ?? props.title} description={props.description}>
      <PageShellContent {...props} />
    </Layout>
  );
}
