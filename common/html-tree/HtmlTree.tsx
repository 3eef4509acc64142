/**
 * Renders an HTML tree (hast) that a plugin made at build time from markdown: the release notes'
 * changes and migration notes (plugins/library) and the mirrored discussions (plugins/knowledge-base).
 * Fenced code goes through the theme's CodeBlock, with the tokens the build wrote for it
 * (common/code-tokens), so it has the docs' highlighting, copy button and wrapping and no
 * page loads Prism for it; tables get their own scroll container, like tables in the docs.
 *
 * The trees are the build's own and sanitised (no scripts, styles or event handlers), and hast
 * names properties as the DOM does, as React does: the mapping is a few lines rather than a general
 * HTML-to-JSX converter, whose attribute tables weighed ~9 KB gzip on every page that showed one.
 */
import React, { type ReactNode } from 'react';
import type { Element, ElementContent, Root } from 'hast';
import CodeBlock from '@theme/CodeBlock';
import ScrollTable from '@site/src/components/ScrollTable';
import { hastText } from '../code-tokens/hast-text';
import { reactProps, tableParts, voidElements } from './hast-props';

/** `<pre><code class="language-x">` as the theme's code block; any other `<pre>` as it is. */
function Pre({ node }: { node: Element }): ReactNode {
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return <pre {...reactProps(node.properties)}>{renderChildren(node)}</pre>;
  const className = (code.properties.className as string[] | undefined)?.find((c) => c.startsWith('language-'));
  const tokens = typeof code.properties.dataTokens === 'string' ? code.properties.dataTokens : undefined;
  return (
    <CodeBlock className={className} data-tokens={tokens}>
      {hastText(code.children).replace(/\n$/, '')}
    </CodeBlock>
  );
}

function renderNode(node: ElementContent, key: number, parent: Element | Root): ReactNode {
  if (node.type === 'text') {
    return parent.type === 'element' && tableParts.has(parent.tagName) && !node.value.trim() ? null : node.value;
  }
  if (node.type !== 'element') return null;
  if (node.tagName === 'pre') return <Pre key={key} node={node} />;
  const props = { ...reactProps(node.properties), key };
  if (node.tagName === 'table') return <ScrollTable {...props}>{renderChildren(node)}</ScrollTable>;
  return React.createElement(node.tagName, props, voidElements.has(node.tagName) ? undefined : renderChildren(node));
}

function renderChildren(parent: Element | Root): ReactNode[] {
  return parent.children.map((child, i) => renderNode(child as ElementContent, i, parent));
}

export default function HtmlTree({ tree }: { tree: Root }): ReactNode {
  return <>{renderChildren(tree)}</>;
}
