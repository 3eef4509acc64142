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
 * so hydration matches. A token's style names its types' custom properties, which
 * src/css/code-theme.css sets for each colour mode (common/code-tokens/theme-css.ts).
 */
import { useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import { plainTextLanguages } from '../../common/code-languages';
import { CodeTokensContext, type WrittenTokens } from '../../common/code-tokens/context';
import { styledTypes, tokenVariables } from '../../common/code-tokens/theme-css';
import { decodeTokens, plainLines, tokensForShownCode, type Token } from '../../common/code-tokens/tokens';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism-themes';

export type { Token };

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
  /** Accepted for compatibility; the colours are the site's themes, through src/css/code-theme.css. */
  theme?: PrismTheme;
  /** Accepted for compatibility; the site's Prism (common/code-tokens/engine.ts) is always used. */
  prism?: unknown;
  children(props: RenderProps): ReactNode;
}

/** The style properties each token type sets in the site's code themes (light or dark). */
const styled = styledTypes([lightCodeTheme, darkCodeTheme]);
/** Each combination of types' style, worked out once: a page has a few dozen combinations and hundreds of tokens. */
const variablesByTypes = new Map<string, CSSProperties | undefined>();
function variablesOf(types: string[]): CSSProperties | undefined {
  const key = types.join(' ');
  if (!variablesByTypes.has(key)) variablesByTypes.set(key, tokenVariables(types, styled) as CSSProperties | undefined);
  return variablesByTypes.get(key);
}

const joinClasses = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Highlight({ code, language, children }: HighlightProps): ReactNode {
  const tokens = useTokens(code, language);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    // The block's colours are the stylesheet's (src/css/code-theme.css), and a token's style names
    // its types' custom properties, so the markup is the same in both colour modes: see
    // common/code-tokens/theme-css.ts.
    style: {},
    getLineProps: (input) => {
      // `line` is what the props are for, not a prop of the line's element.
      const rest: Record<string, unknown> = Object.fromEntries(
        Object.entries(input).filter(([key]) => !['line', 'className', 'style'].includes(key)),
      );
      return { ...rest, className: joinClasses('token-line', input.className), style: input.style };
    },
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: joinClasses('token', ...token.types, className),
      // An empty token (a blank line) keeps the line's height.
      style: {
        ...(token.empty ? { display: 'inline-block' } : {}),
        ...variablesOf(token.types),
        ...style,
      },
      children: token.content,
    }),
  });
}
