/**
 * Docs outside every sidebar have no sidebar to take breadcrumbs from, so the theme shows none.
 * They get the site's: home, the section the page belongs to (given by the docs layout, see
 * src/components/SectionRail/context.ts), the page.
 */
import React, { useContext, type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import { DocSectionContext } from '@site/src/components/SectionRail/context';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const fromSidebar = useSidebarBreadcrumbs();
  const outside = useContext(DocSectionContext);
  const { metadata } = useDoc();
  if (fromSidebar || !outside) return <DocBreadcrumbs />;
  const { section } = outside;
  const parents = section && section.to !== metadata.permalink ? [{ label: section.title, href: section.to }] : [];
  return <Breadcrumbs items={[...parents, { label: metadata.title }]} />;
}
