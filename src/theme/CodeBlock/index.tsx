/**
 * Code blocks with the tokens the build wrote for them (common/code-tokens): a fenced block in
 * markdown arrives with a `data-tokens` prop (rehype-code-tokens.ts), a fenced block in a
 * knowledge-base post with the same prop from its data. The wrapper hands them, with the code they
 * were made for, to the highlighter through context, so the page shows highlighted code without
 * loading Prism. A block without them still highlights, with Prism loaded on demand.
 */
import { useMemo, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import { CodeTokensContext, type WrittenTokens } from '@site/common/code-tokens/context';

export interface Props extends CodeBlockProps {
  /** The code's tokens in text form (common/code-tokens/tokens.ts `encodeTokens`). */
  readonly 'data-tokens'?: string;
}

/** The code of a block whose children are text (one string, or strings MDX split), else null. */
function codeText(children: ReactNode): string | null {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.every((child) => typeof child === 'string')) return children.join('');
  return null;
}

export default function CodeBlockWrapper({ 'data-tokens': tokens, ...props }: Props): ReactNode {
  const code = codeText(props.children);
  const written = useMemo<WrittenTokens | null>(
    () => (tokens !== undefined && code !== null ? { code, tokens } : null),
    [code, tokens],
  );
  return (
    <CodeTokensContext.Provider value={written}>
      <CodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
}
