/**
 * The plan's longest part, the list of other changes (hundreds of items over a long history), as
 * one HTML string: the browser builds it in a few milliseconds, where the same list as React
 * elements took most of the plan's render time. The change texts are HTML the build rendered
 * from the library data; everything else is escaped here.
 */
import type { UpgradeEntry } from '../../../plugins/library/upgrade-data';
import type { PlanChange } from './plan';
import { entryName } from './wording';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

const link = (href: string, inner: string) => `<a href="${escapeHtml(href)}">${inner}</a>`;

export function entryLinkHtml(entry: UpgradeEntry): string {
  const name = entryName(entry);
  return link(entry.permalink, typeof name === 'string' ? escapeHtml(name) : `<code>${escapeHtml(name.code)}</code>`);
}

/** `<li>` items: the release (linked to its notes), the modules it touches, the change. */
export function changeListHtml(
  changes: PlanChange[],
  entries: ReadonlyMap<string, UpgradeEntry>,
  classes: { affects: string },
): string {
  return changes
    .map(({ release, change }) => {
      const affected = change.affects.flatMap((k) => {
        const e = entries.get(k);
        return e ? [entryLinkHtml(e)] : [];
      });
      const affects = affected.length
        ? ` <span class="${escapeHtml(classes.affects)}">${affected.join(', ')}</span>`
        : '';
      return `<li>${link(release.notes, escapeHtml(release.version))}${affects} ${change.html}</li>`;
    })
    .join('');
}
