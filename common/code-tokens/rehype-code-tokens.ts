/**
 * Build step: writes each fenced code block's tokens next to it, as a `data-tokens` attribute of its
 * `<code>` element, so the page shows highlighted code without Prism (index.tsx). A rehype plugin
 * for the docs and pages plugins' markdown; `addCodeTokens` also runs on knowledge-base posts.
 *
 * The tokens are those of the block's code without its final line break, from the same Prism the
 * browser would load (engine.ts). A block without a language is left alone: it is plain text.
 */
import type { Element, Root } from 'hast';
import { tokenize } from './engine';
import { hastText } from './hast-text';
import { encodeTokens } from './tokens';

/** The language of a `<code>` element's `language-*` class, lower-cased as the theme does. */
function languageOf(code: Element): string | undefined {
  const className: unknown = code.properties.className;
  const classes: string[] = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(' ')
      : [];
  return (
    classes
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length)
      .toLowerCase() || undefined
  );
}

/**
 * Adds `data-tokens` to the `<code>` of every `<pre><code class="language-*">` in the tree, and drops
 * it from a `<pre><code>` without a language. Returns how many blocks have tokens.
 */
export function addCodeTokens(tree: Root | Element): number {
  let count = 0;
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'pre') {
        const elements = child.children.filter((c): c is Element => c.type === 'element');
        const code = elements.length === 1 && elements[0].tagName === 'code' ? elements[0] : undefined;
        const language = code && languageOf(code);
        if (code && language) {
          const given = hastText(code.children).replace(/\r?\n$/, '');
          code.properties.dataTokens = encodeTokens(tokenize(given, language));
          count += 1;
          continue;
        }
        // Only the build's own tokens: none from a writer's (or a discussion author's) HTML.
        if (code) delete code.properties.dataTokens;
      }
      visit(child);
    }
  };
  visit(tree);
  return count;
}

export default function rehypeCodeTokens() {
  return (tree: Root): void => {
    addCodeTokens(tree);
  };
}
