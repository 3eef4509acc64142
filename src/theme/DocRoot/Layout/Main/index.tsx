/**
 * Docs outside every sidebar (the spec keeps some Reference Architecture pages, the guides index
 * and the release-notes index out of sidebars) get the site's section rail where the sidebar would
 * be, so their text starts at the same left edge as every other page (src/components/PageShell), and
 * their section for the breadcrumbs (src/theme/DocBreadcrumbs).
 */
import React, { useMemo, type ReactNode } from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import type MainType from '@theme/DocRoot/Layout/Main';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import SectionRail from '@site/src/components/SectionRail';
import { DocSectionContext } from '@site/src/components/SectionRail/context';
import { sectionOf } from '@site/src/lib/sections';

type Props = WrapperProps<typeof MainType>;

export default function MainWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const value = useMemo(() => {
    const section = sectionOf(pathname);
    return { section: section ? { title: section.title, to: section.to } : null };
  }, [pathname]);
  if (sidebar) return <Main {...props} />;
  return (
    <DocSectionContext.Provider value={value}>
      <SectionRail />
      <Main {...props} />
    </DocSectionContext.Provider>
  );
}
