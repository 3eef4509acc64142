/** How common/html-tree/HtmlTree.tsx turns hast elements into React elements (kept apart to be unit-tested). */
import type { Element } from 'hast';

/** Elements whose whitespace-only text React must not render (it is invalid in the DOM there). */
export const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Elements that take no children. */
export const voidElements = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/** hast properties as React props: `dataTokens` -> `data-tokens`, lists joined, a checkbox uncontrolled. */
export function reactProps(properties: Element['properties']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    // Sanitised trees carry no style and no event handler; neither would be valid in React as a string.
    if (value === null || value === undefined || value === false || key === 'style' || /^on[A-Z]/.test(key)) continue;
    const name = /^(data|aria)[A-Z]/.test(key)
      ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      : key === 'checked'
        ? 'defaultChecked'
        : key;
    props[name] = Array.isArray(value) ? value.join(' ') : value;
  }
  if ('defaultChecked' in props) props.readOnly = true;
  return props;
}
