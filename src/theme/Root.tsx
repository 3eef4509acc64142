import React, { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Root from '@theme-original/Root';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { RepoSets } from '@site/common/repo-sets';
import { installRepoLinkInterceptor, type InterceptedLink } from '@site/src/lib/repo-links/interceptor';

type Props = { children: ReactNode };

const RepoWarningDialogSet = lazy(() => import('@site/src/components/RepoWarningDialogSet'));

/**
 * Wraps the theme's Root with the private-repository link warning: one listener for the
 * whole app, installed once, and the warning dialogs it opens (loaded on first use).
 */
export default function RootWithRepoWarnings({ children }: Props): ReactNode {
  const sets = usePluginData('repo-sets') as RepoSets;
  const [open, setOpen] = useState<InterceptedLink | undefined>();
  const [modalsWanted, setModalsWanted] = useState(false);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(
    () =>
      installRepoLinkInterceptor(sets, (link) => {
        returnFocusTo.current = link.anchor;
        setModalsWanted(true);
        setOpen(link);
      }),
    [sets],
  );

  const close = useCallback(() => {
    setOpen(undefined);
    const anchor = returnFocusTo.current;
    returnFocusTo.current = null;
    if (anchor instanceof HTMLElement || anchor instanceof SVGElement) setTimeout(() => anchor.focus(), 0);
  }, []);

  return (
    <Root>
      {children}
      {modalsWanted && (
        <Suspense fallback={null}>
          <RepoWarningDialogSet open={open} onClose={close} />
        </Suspense>
      )}
    </Root>
  );
}
