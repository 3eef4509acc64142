/**
 * How a code block's written tokens reach the highlighter: the theme's CodeBlock wrapper
 * (src/theme/CodeBlock) provides them, the `prism-react-renderer` stand-in
 * (plugins/client-bundle/highlight.tsx) reads them.
 */
import { createContext } from 'react';

/** The tokens the build wrote for a code block: the code it was given, and their text form (tokens.ts). */
export interface WrittenTokens {
  code: string;
  tokens: string;
}

export const CodeTokensContext = createContext<WrittenTokens | null>(null);
