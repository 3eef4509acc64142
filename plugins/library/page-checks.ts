/**
 * What a module or service reference page must hold, checked against its library entry: shared by
 * the unit tests (every page) and `npm run library:check` (one repository while writing).
 */
import matter from 'gray-matter';
import { codeHost } from '../../src/settings';
import type { Entry } from './schema';

export const requiredSections = ['## When to use it', '## Features', '## Usage'];
/**
 * Sections the build adds from the entry's `inputs` and `outputs` in the library data (after Usage);
 * a page that writes them itself would show a second, drifting copy.
 */
export const generatedSections = ['## Inputs', '## Outputs'];
/** Words of prose (outside code blocks) below which a page says too little. */
export const minimumWords = 250;

/** Problems of one page's markdown `source` for `entry`, whose repository's newest release is `latest`. */
export function checkReferencePage(entry: Entry, latest: string, source: string): string[] {
  const problems: string[] = [];
  const at = (problem: string) => problems.push(`${entry.source}: ${problem}`);
  const { data, content } = matter(source);
  for (const k of ['title', 'description', 'tags'])
    if (k in data) at(`sets '${k}' in front matter; it comes from the data file`);
  for (const h of requiredSections) if (!source.includes(`\n${h}\n`)) at(`has no '${h}' section`);
  for (const h of generatedSections)
    if (new RegExp(`^${h}\\s*$`, 'm').test(content))
      at(`has a '${h}' section; the build writes it from the entry's inputs and outputs in data/library, so remove it`);
  const table = /^\|\s*Name\s*\|.*\|\s*$/m.exec(content);
  if (table)
    at(
      `has an inputs or outputs table ('${table[0].trim().slice(0, 40)}...'); list inputs and outputs in data/library/repos/${entry.repo}.yml instead`,
    );
  const own = [
    ...source.matchAll(
      new RegExp(`${codeHost.org}/(terraform-aws-[a-z0-9-]+)\\.git//modules/([a-z0-9_/-]+)\\?ref=(v[\\d.]+)`, 'g'),
    ),
  ].filter((m) => m[1] === entry.repo && m[2] === entry.path);
  if (!own.length)
    at(
      `the usage example must source git::git@github.com:${codeHost.org}/${entry.repo}.git//modules/${entry.path}?ref=${latest}`,
    );
  for (const m of own) if (m[3] !== latest) at(`?ref=${m[3]} but the latest ${entry.repo} release is ${latest}`);
  const words = content
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  if (words < minimumWords) at(`only ${words} words outside code blocks; say more about what it does`);
  return problems;
}
