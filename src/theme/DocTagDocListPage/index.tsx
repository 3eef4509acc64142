/**
 * A tag's page in the site's page shell (src/components/PageShell): the docs carrying the tag, then
 * the mirrored knowledge-base discussions carrying it as a label (added to the route's props by
 * plugins/knowledge-base/summaries.ts through plugins/docs).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props as ThemeProps } from '@theme/DocTagDocListPage';
import { PageShellContent } from '@site/src/components/PageShell';
import { offscreenItemClass } from '@site/src/lib/offscreen-items';
import { tagPageTitle } from '@site/src/lib/tag-title';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
import type { TagDiscussions } from '@site/plugins/knowledge-base/summaries';

export interface Props extends ThemeProps {
  readonly discussions?: TagDiscussions;
}

export default function DocTagDocListPage({ tag, discussions = { total: 0, latest: [] } }: Props): ReactNode {
  const title = tagPageTitle(tag.count, tag.label);
  const toc = [
    { value: 'Docs', id: 'docs', level: 2 },
    ...(discussions.total ? [{ value: 'Discussions', id: 'discussions', level: 2 }] : []),
  ];
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsTagDocListPage)}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="doc_tag_doc_list" />
      <PageShellContent
        title={title}
        parents={[{ label: 'Tags', href: tag.allTagsPath }]}
        toc={toc}
        lead={
          <p>
            {tag.description ? `${tag.description} ` : ''}
            <Link href={tag.allTagsPath}>View all tags</Link>
          </p>
        }
      >
        <Heading as="h2" id="docs">
          Docs
        </Heading>
        <ul className="cairn-link-list">
          {tag.items.map((doc, i) => (
            <li key={doc.id} className={offscreenItemClass(i)}>
              <Link to={doc.permalink}>{doc.title}</Link>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ))}
        </ul>
        {discussions.total > 0 && (
          <>
            <Heading as="h2" id="discussions">
              Discussions
            </Heading>
            <p>
              {count(discussions.total, 'question', 'questions')} in the{' '}
              <Link to="/discussions/knowledge-base/">knowledge base</Link> carry the label {tag.label}
              {discussions.total > discussions.latest.length ? `; the ${discussions.latest.length} most recent:` : '.'}
            </p>
            <ul className="cairn-link-list cairn-link-list--compact">
              {discussions.latest.map((d) => (
                <li key={d.number}>
                  <Link to={d.permalink}>{d.title}</Link>
                  {!d.answered && <span className="cairn-muted"> · no accepted answer yet</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </PageShellContent>
    </HtmlClassNameProvider>
  );
}
