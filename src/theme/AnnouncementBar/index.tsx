import React, { useEffect, type ComponentProps, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof AnnouncementBar>;

/**
 * Wraps the theme's bar. The theme hides the bar before hydration with an <html> attribute set from
 * the stored dismissal; when the announcement id has changed, the theme resets the stored flag but
 * leaves the attribute, so the new announcement would stay hidden until the next page load.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
