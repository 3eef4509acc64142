/**
 * Stands in for `prism-react-renderer` in the site's bundles (an alias set in ./index.ts), with the
 * same `Highlight` render-prop API the theme's code blocks use, and without Prism on the page.
 *
 * prism-react-renderer ships one Prism with ~20 grammars built in: ~25 KB gzip on every page with
 * code. Here the build writes each fenced block's tokens next to it
 * (common/code-tokens/rehype-code-tokens.ts), the CodeBlock wrapper (src/theme/CodeBlock) passes
 * them down through `CodeTokensContext`, and `Highlight` renders them: the same markup, in the
 * server render and in the browser, with no Prism loaded. A block without written tokens (rendered
 * from JSX) shows plain lines first, and its tokens once the site's Prism
 * (common/code-tokens/engine.ts, its own chunk) has loaded; the server render shows it plain too,
 * so hydration matches. Tokens are styled from the theme's entries.
 */
import { useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import { plainTextLanguages } from '../../common/code-languages';
import { CodeTokensContext, type WrittenTokens } from '../../common/code-tokens/context';
import { decodeTokens, plainLines, tokensForShownCode, type Token } from '../../common/code-tokens/tokens';

export type { Token };

type StyleDict = Record<string, CSSProperties>;

/** The theme as a style per token type, with the entries limited to other languages left out. */
export function themeStyles(theme: PrismTheme, language: string): { root: CSSProperties; types: StyleDict } {
  const types: StyleDict = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) types[type] = { ...types[type], ...(entry.style as CSSProperties) };
  }
  return { root: theme.plain as CSSProperties, types };
}

/** The written tokens of the code a block shows, or null when there are none or they do not fit. */
export function writtenTokens(written: WrittenTokens | null, shown: string): Token[][] | null {
  if (!written) return null;
  // The theme drops the final line break before highlighting; the build tokenized without it too.
  const given = written.code.replace(/\r?\n$/, '');
  const tokens = decodeTokens(given, written.tokens);
  return tokens && tokensForShownCode(given, tokens, shown);
}

/**
 * The tokens to render: the written ones; else plain lines, replaced by Prism's tokens once the
 * engine has loaded (after hydration, so the server render and the first browser render agree).
 */
function useTokens(code: string, language: string): Token[][] {
  const written = useContext(CodeTokensContext);
  const fromBuild = useMemo(() => writtenTokens(written, code), [written, code]);
  const [loaded, setLoaded] = useState<{ code: string; language: string; tokens: Token[][] } | null>(null);
  const needsEngine = fromBuild === null && !plainTextLanguages.has(language);
  useEffect(() => {
    if (!needsEngine) return undefined;
    let current = true;
    import(/* webpackChunkName: "prism" */ '../../common/code-tokens/engine').then(
      (engine) => {
        if (current) setLoaded({ code, language, tokens: engine.tokenize(code, language) });
      },
      // Without the engine (a failed chunk load) the block stays plain text, still readable.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsEngine, code, language]);
  if (fromBuild) return fromBuild;
  if (loaded && loaded.code === code && loaded.language === language) return loaded.tokens;
  return plainLines(code);
}

interface LinePropsInput {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

interface TokenPropsInput {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps(input: LinePropsInput): Record<string, unknown> & { className: string; style?: CSSProperties };
  getTokenProps(input: TokenPropsInput): Record<string, unknown> & {
    className: string;
    style?: CSSProperties;
    children: string;
  };
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  /** Accepted for compatibility; the site's Prism (common/code-tokens/engine.ts) is always used. */
  prism?: unknown;
  children(props: RenderProps): ReactNode;
}

const joinClasses = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Highlight({ code, language, theme, children }: HighlightProps): ReactNode {
  const tokens = useTokens(code, language);
  const { root, types } = themeStyles(theme, language);
  const plain: CSSProperties = { ...root, backgroundColor: undefined };
  const tokenStyle = (token: Token): CSSProperties | undefined => {
    const base: CSSProperties = token.empty ? { display: 'inline-block' } : {};
    if (token.types.length === 1 && token.types[0] === 'plain') return token.empty ? base : undefined;
    return Object.assign(base, ...token.types.map((type) => types[type]));
  };
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: root,
    getLineProps: (input) => {
      // `line` is what the props are for, not a prop of the line's element.
      const rest: Record<string, unknown> = Object.fromEntries(
        Object.entries(input).filter(([key]) => !['line', 'className', 'style'].includes(key)),
      );
      return { ...rest, className: joinClasses('token-line', input.className), style: { ...plain, ...input.style } };
    },
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: joinClasses('token', ...token.types, className),
      style: { ...tokenStyle(token), ...style },
      children: token.content,
    }),
  });
}
