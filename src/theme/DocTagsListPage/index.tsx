/** The index of all tags, in the site's page shell (src/components/PageShell). */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, translateTagsPageTitle } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { Props } from '@theme/DocTagsListPage';
import { PageShellContent } from '@site/src/components/PageShell';

export default function DocTagsListPage({ tags }: Props): ReactNode {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsTagsListPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="doc_tags_list" />
      <PageShellContent title={title} parents={[]}>
        <TagsListByLetter tags={tags} />
      </PageShellContent>
    </HtmlClassNameProvider>
  );
}
