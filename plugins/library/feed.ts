/** Atom and RSS feeds of the release notes: one entry per month that has releases, newest first. */
import { brandName, products } from '../../src/settings';
import { monthName, monthPermalink, type Month } from './months';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export interface FeedInput {
  siteUrl: string;
  title: string;
  months: Month[];
  plainText: (markdown: string) => string;
}

/** The date of a month's latest release, as an RFC 3339 timestamp (first day of the month if none). */
const monthUpdated = (m: Month) => {
  const last = m.groups
    .flatMap((g) => g.releases.map((r) => r.date))
    .sort()
    .pop();
  return `${last ?? `${m.month}-01`}T00:00:00Z`;
};

function entryHtml(input: FeedInput, m: Month): string {
  const parts: string[] = [];
  for (const g of m.groups) {
    parts.push(`<h2>${escapeXml(g.repo)}</h2><ul>`);
    for (const r of g.releases) {
      const breaking = r.changes.some((c) => c.breaking);
      const items = r.changes.map(
        (c) => `<li>${c.breaking ? '<strong>Breaking:</strong> ' : ''}${escapeXml(input.plainText(c.text))}</li>`,
      );
      parts.push(
        `<li><strong>${escapeXml(r.version)}</strong> (${r.date})${breaking ? ' — breaking' : ''}<ul>${items.join('')}</ul></li>`,
      );
    }
    parts.push('</ul>');
  }
  return parts.join('');
}

export function renderFeeds(input: FeedInput): { atom: string; rss: string } {
  const base = input.siteUrl.replace(/\/$/, '');
  const months = [...input.months].reverse();
  const indexUrl = `${base}/guides/stay-up-to-date/releases/`;
  const updated = months.length ? monthUpdated(months[0]) : new Date(0).toISOString();
  const summary = (m: Month) =>
    `${m.releaseCount} release${m.releaseCount === 1 ? '' : 's'} in ${m.groups.length} repositor${m.groups.length === 1 ? 'y' : 'ies'}` +
    (m.breakingCount ? `, ${m.breakingCount} with breaking changes` : '') +
    `: ${m.groups.map((g) => `${g.repo} ${g.releases.map((r) => r.version).join(', ')}`).join('; ')}.`;

  const atomEntries = months.map((m) => {
    const url = `${base}${monthPermalink(m.month)}`;
    return [
      '  <entry>',
      `    <title>${escapeXml(`Release notes: ${monthName(m.month)}`)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <updated>${monthUpdated(m)}</updated>`,
      `    <summary>${escapeXml(summary(m))}</summary>`,
      `    <content type="html">${escapeXml(entryHtml(input, m))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const atom = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(input.title)}</title>`,
    `  <id>${escapeXml(indexUrl)}</id>`,
    `  <link href="${escapeXml(indexUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(`${base}/guides/stay-up-to-date/releases/atom.xml`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(brandName)}</name></author>`,
    ...atomEntries,
    '</feed>',
    '',
  ].join('\n');

  const rssItems = months.map((m) => {
    const url = `${base}${monthPermalink(m.month)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(`Release notes: ${monthName(m.month)}`)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(monthUpdated(m)).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(entryHtml(input, m))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const rss = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(input.title)}</title>`,
    `    <link>${escapeXml(indexUrl)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/guides/stay-up-to-date/releases/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>Every version released by the ${escapeXml(products.library)} repositories, month by month.</description>`,
    `    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`,
    ...rssItems,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return { atom, rss };
}
