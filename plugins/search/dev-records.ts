/**
 * Records from a markdown source, for the development server's index (`docusaurus start` has no
 * rendered HTML to read). Approximate by design: headings split sections, markdown syntax is dropped.
 */
import { hierarchyOf, type SearchRecord } from './extract';

/** The anchor Docusaurus gives a heading: an explicit {#id}, else a GitHub-style slug. */
export function headingAnchor(heading: string): { text: string; id: string } {
  const explicit = /\s*\\?\{#([^}]+)\}\s*$/.exec(heading);
  const text = heading
    .replace(/\s*\\?\{#[^}]+\}\s*$/, '')
    .replace(/[`*]/g, '')
    .trim();
  const id = explicit
    ? explicit[1]
    : text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
  return { text, id };
}

const stripMarkdown = (s: string) =>
  s
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>|#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function recordsFromMarkdown(source: string, permalink: string, title: string): SearchRecord[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lvl0 = permalink.split('/').filter(Boolean)[0] ?? 'Documentation';
  const section = lvl0.charAt(0).toUpperCase() + lvl0.slice(1).replace(/-/g, ' ');
  const records: SearchRecord[] = [];
  const chain: (string | null)[] = [null, null, null, null, null];
  let current: SearchRecord = {
    url: permalink,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    parts: [],
    names: [title],
    keywords: [],
    language: 'en',
    tags: ['docs-default-current'],
  };
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const content = stripMarkdown(lines.join('\n'));
    records.push({ ...current, parts: content ? [content] : [] });
    lines = [];
  };
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const m = !inFence && /^(#{2,6})\s+(.*)$/.exec(line);
    if (!m) {
      lines.push(line);
      continue;
    }
    flush();
    const level = m[1].length;
    const { text, id } = headingAnchor(m[2]);
    chain[level - 2] = text;
    for (let i = level - 1; i < chain.length; i++) chain[i] = null;
    current = {
      ...current,
      url: `${permalink}#${id}`,
      anchor: id,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy: hierarchyOf(section, title, chain),
      names: [],
    };
  }
  flush();
  return records;
}
