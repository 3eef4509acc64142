/**
 * The one document-level listener behind the private-repository warning. It sees every way a
 * reader follows a link — primary click, keyboard activation (a click event), Ctrl/Cmd/Shift-click
 * and middle-click (auxclick) — finds the anchor, classifies it, and asks for a warning when needed.
 */
import type { RepoSets } from '../../../common/repo-sets';
import { classifyLink, type Tier } from './classify';
import { isWarningSuppressed } from './flags';

export interface InterceptedLink {
  tier: Tier;
  href: string;
  anchor: Element;
}

/** The anchor an event came from (HTML `<a>` or SVG `<a>`), and its absolute href. */
export function linkFromEvent(event: Event): { anchor: Element; href: string; exempt: boolean } | undefined {
  const target = event.target;
  const start = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const anchor = start?.closest('a');
  if (!anchor) return undefined;
  // SVG anchors expose href as an SVGAnimatedString, so read the attribute and resolve it ourselves.
  const raw = anchor.getAttribute('href') ?? anchor.getAttribute('xlink:href');
  if (raw === null) return undefined;
  let href: string;
  try {
    href = new URL(raw, document.baseURI).href;
  } catch {
    return undefined;
  }
  return { anchor, href, exempt: anchor.hasAttribute('data-modal-exempt') };
}

/** Installs the listener; returns the function that removes it. */
export function installRepoLinkInterceptor(sets: RepoSets, warn: (link: InterceptedLink) => void): () => void {
  const onClick = (event: MouseEvent) => {
    // Primary click (with or without modifiers) arrives as 'click'; middle-click as 'auxclick'.
    if (event.type === 'auxclick' && event.button !== 1) return;
    if (event.defaultPrevented) return;
    const link = linkFromEvent(event);
    if (!link) return;
    const result = classifyLink(link.href, sets, link.exempt);
    if (!result.intercept || isWarningSuppressed(result.tier)) return;
    event.preventDefault();
    warn({ tier: result.tier, href: link.href, anchor: link.anchor });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('auxclick', onClick, true);
  };
}
