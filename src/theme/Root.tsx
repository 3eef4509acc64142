import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Modal from 'react-modal';
import Root from '@theme-original/Root';
import { usePluginData } from '@docusaurus/useGlobalData';
import RepoWarningModal from '@site/src/components/RepoWarningModal';
import type { RepoSets, Tier } from '@site/src/lib/repo-links/classify';
import { installRepoLinkInterceptor, type InterceptedLink } from '@site/src/lib/repo-links/interceptor';

type Props = { children: ReactNode };

const tiers: Tier[] = ['subscriber', 'cis', 'enterprise'];

/**
 * Wraps the theme's Root with the private-repository link warning (spec 4.1): one listener for the
 * whole app, installed once, and the three warning modals it opens.
 */
export default function RootWithRepoWarnings({ children }: Props): ReactNode {
  const sets = usePluginData('repo-sets') as RepoSets;
  const [open, setOpen] = useState<InterceptedLink | undefined>();
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    // Everything outside the modal is hidden from assistive technology while it is open.
    Modal.setAppElement('#__docusaurus');
    return installRepoLinkInterceptor(sets, (link) => {
      returnFocusTo.current = link.anchor;
      setOpen(link);
    });
  }, [sets]);

  const close = useCallback(() => {
    setOpen(undefined);
    const anchor = returnFocusTo.current;
    returnFocusTo.current = null;
    if (anchor instanceof HTMLElement || anchor instanceof SVGElement) setTimeout(() => anchor.focus(), 0);
  }, []);

  return (
    <Root>
      {children}
      {tiers.map((tier) => (
        <RepoWarningModal key={tier} tier={tier} href={open?.tier === tier ? open.href : undefined} onClose={close} />
      ))}
    </Root>
  );
}
