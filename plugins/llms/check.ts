/**
 * Reading a twin back, for the tests that hold the twins to their pages: its title and
 * description, its code blocks' languages, its links, and what MDX or JSX survived in it.
 */
import type { Nodes, Root } from 'mdast';
import { plainText } from './markdown';

export interface TwinReading {
  /** Plain text of the first heading when it is a level-1 heading opening the twin. */
  title: string | null;
  /** Plain text of the blockquote right after the title. */
  description: string | null;
  /** Language of each fenced code block, in order (null: none given). */
  codeLanguages: (string | null)[];
  /** Every link and definition URL. */
  links: string[];
  /** MDX or JSX left in the Markdown, outside code. */
  problems: string[];
}

/** An ES module statement as MDX writes them at the start of a line. */
const esm = /^\s*(import\s+(['"]|\{|\*|[\w$]+\s*(,|from\b))|export\s+(default|const|let|var|function|class|\{|\*))/;

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** Reads a twin; `parse` is a CommonMark + GFM parser (see createMarkdownTools). */
export function readTwin(markdown: string, parse: (markdown: string) => Root): TwinReading {
  const tree = parse(markdown);
  const [first, second] = tree.children;
  const title = first?.type === 'heading' && first.depth === 1 ? plainText(first.children) : null;
  const description = title !== null && second?.type === 'blockquote' ? plainText(second.children).trim() : null;
  const reading: TwinReading = { title, description, codeLanguages: [], links: [], problems: [] };
  walk(tree, (node) => {
    if (node.type === 'code') reading.codeLanguages.push(node.lang ?? null);
    if (node.type === 'link' || node.type === 'definition') reading.links.push(node.url);
    // Raw HTML in a twin is JSX or a tag the conversion missed: text would have been escaped.
    if (node.type === 'html') reading.problems.push(`a tag outside code: ${node.value.split('\n')[0]}`);
    if (node.type === 'paragraph' && node.position) {
      const source = markdown.slice(node.position.start.offset, node.position.end.offset);
      for (const line of source.split('\n'))
        if (esm.test(line)) reading.problems.push(`an MDX import or export: ${line.trim()}`);
    }
  });
  return reading;
}
