/** Builders of the Markdown trees (mdast) that the twins and /llms.txt are written from. */
import type {
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: Heading['depth'], children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});

/** A tight list whose items hold blocks. */
export const blockList = (items: readonly RootContent[][], ordered = false): List => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children): ListItem => ({
    type: 'listItem',
    spread: false,
    children: children as ListItem['children'],
  })),
});

/** A tight list of one line each. */
export const list = (items: readonly PhrasingContent[][], ordered = false): List =>
  blockList(
    items.map((children) => [paragraph(children)]),
    ordered,
  );

/** A GFM table with a header row; each cell is phrasing content. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}
