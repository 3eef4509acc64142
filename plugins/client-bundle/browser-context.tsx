/**
 * Replaces @docusaurus/core's `lib/client/browserContext.js` (3.10.2; upstream-record.json records
 * it, so a change there stops the build): the context behind `useIsBrowser`, false in the server
 * render and in the hydrating render, true from the render after.
 *
 * The only difference: the update to true is a transition. Docusaurus sets it in an effect, which
 * React renders at the default priority: synchronously, one task for every component that reads
 * the context and everything below them (code blocks, themed images, the navbar, the
 * `data-has-hydrated` attribute). On the doc page that task was the longest of the first load,
 * ~46 ms on this machine unthrottled. As a transition React renders it in slices of a few
 * milliseconds, yielding to input in between; what the reader sees is the same, a few frames later.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
