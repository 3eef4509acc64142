/**
 * A navbar link to a doc, active on that doc and on every doc of its sidebar: the theme's
 * DocNavbarItem (@docusaurus/theme-classic lib/theme/NavbarItem/DocNavbarItem.js, 3.10.2, recorded
 * in upstream-record.json) with its two lookups made by map (src/lib/doc-lookup.ts) instead of
 * scanning every doc of the version twice per item on every render.
 */
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import {
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocNavbarItem';
import { docAtPath, layoutDoc } from '@site/src/lib/doc-lookup';

export default function DocNavbarItem({ docId, label: staticLabel, docsPluginId, ...props }: Props): ReactNode {
  const { pathname } = useLocation();
  const activeVersion = useActiveVersion(docsPluginId);
  const { preferredVersion } = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  // useDocsVersionCandidates: the active version, the reader's preferred one, the latest.
  const candidates = [activeVersion, preferredVersion, latestVersion].filter(
    (version, i, all): version is GlobalVersion => version != null && all.indexOf(version) === i,
  );
  const activeDoc = activeVersion ? docAtPath(activeVersion, pathname) : undefined;
  const doc = layoutDoc(docId, candidates);
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageActive || (!!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar)}
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
