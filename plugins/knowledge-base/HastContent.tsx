import React, { type ComponentProps, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Element } from 'hast';
import CodeBlock from '@theme/CodeBlock';
import { hastText } from '../../common/code-tokens/hast-text';
import type { HastRoot } from './render';

/** Fenced code in a discussion renders through the theme's CodeBlock, so it is highlighted like the docs. */
function Pre({ node, children, ...rest }: ComponentProps<'pre'> & { node?: Element }): ReactNode {
  const code = node?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return <pre {...rest}>{children}</pre>;
  const className = (code.properties.className as string[] | undefined)?.find((c) => c.startsWith('language-'));
  // The tokens render.ts wrote (plugins/client-bundle/prism): highlighted without loading Prism.
  const tokens = typeof code.properties.dataTokens === 'string' ? code.properties.dataTokens : undefined;
  return (
    <CodeBlock className={className} data-tokens={tokens}>
      {hastText(code.children).replace(/\n$/, '')}
    </CodeBlock>
  );
}

/** Renders a sanitised tree produced at build time by render.ts. */
export default function HastContent({ tree }: { tree: HastRoot }): ReactNode {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, passNode: true, components: { pre: Pre } });
}
