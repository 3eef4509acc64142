/**
 * Markdown pages of src/pages (Tools, Courses, Products, Support) in the site's one page shell
 * (src/components/PageShell) instead of the theme's centred column: the same left edge, measure,
 * h1 and breadcrumbs as the docs. The page's title comes from its front matter and is its h1.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/MDXPage';
import PageShell from '@site/src/components/PageShell';

export default function MDXPage({ content: Content }: Props): ReactNode {
  const { metadata, toc } = Content;
  const { frontMatter } = metadata;
  return (
    <HtmlClassNameProvider
      className={clsx(frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}
    >
      <PageShell
        title={metadata.title ?? ''}
        description={metadata.description}
        parents={[]}
        toc={frontMatter.hide_table_of_contents ? [] : toc}
      >
        <MDXContent>
          <Content />
        </MDXContent>
      </PageShell>
    </HtmlClassNameProvider>
  );
}
