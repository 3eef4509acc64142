import type { ElementContent } from 'hast';

/** The text of hast nodes, as a code element's children hold it. */
export const hastText = (nodes: ElementContent[]): string =>
  nodes.map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? hastText(n.children) : '')).join('');
