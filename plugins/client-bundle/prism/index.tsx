/**
 * Stands in for `prism-react-renderer` in the site's bundles (plugins/client-bundle), with the same
 * `Highlight` render-prop API the theme's code blocks use and a Prism that carries only the
 * languages this site writes in.
 *
 * prism-react-renderer ships one Prism with ~20 grammars built in (Swift, Kotlin, Objective-C,
 * Reason, Rust, C++...): ~25 KB gzip on every page with code. The site's content checks allow
 * bash, docker, go, hcl, json, python and yaml fences only (scripts/content-lint): this Prism is
 * the core with go, json, python and yaml, and `prism.additionalLanguages` in the config adds bash,
 * docker and hcl (src/theme/CodeBlock/Content); ~9 KB in all. A fence in another language shows as
 * plain text, as it did before for a language Prism lacked.
 *
 * Own code over Prism's public API: `Prism.tokenize` and its tokenize hooks; tokens are split
 * into lines, each token carrying its nested types, and styled from the theme's entries.
 */
import type { CSSProperties, ReactNode } from 'react';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import type { PrismTheme } from 'prism-react-renderer';

// Prism highlights every `code.language-*` element on the page by itself unless told not to; the
// page's code is React's to render.
Prism.manual = true;

export { Prism };

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

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

/** Prism's token stream as lines of flat tokens; a nested token's types include its parents'. */
export function tokenLines(stream: (string | Prism.Token)[]): Token[][] {
  const lines: Token[][] = [[]];
  const add = (content: string, types: string[]) => {
    content.split(/\r\n|\r|\n/).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({ types, content: part });
    });
  };
  const walk = (items: (string | Prism.Token)[], types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        add(item, types.length ? types : ['plain']);
        continue;
      }
      const alias = item.alias === undefined ? [] : Array.isArray(item.alias) ? item.alias : [item.alias];
      // A token of the same type as the one holding it adds no type (bash's `$(` inside `$(...)`).
      const nested = [...types, ...(types[types.length - 1] === item.type ? [] : [item.type]), ...alias];
      const content = item.content as string | Prism.Token | (string | Prism.Token)[];
      if (typeof content === 'string') add(content, nested);
      else walk(Array.isArray(content) ? content : [content], nested);
    }
  };
  walk(stream, []);
  // An empty line keeps one token, which the theme's line component renders as an empty span.
  return lines.map((line) => (line.length ? line : [{ types: ['plain'], content: '\n', empty: true }]));
}

/** The code's tokens in `language`, or the plain lines when Prism has no grammar for it. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return tokenLines([code]);
  const env: Prism.Environment = { code, grammar, language, tokens: [] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code as string, env.grammar as Prism.Grammar);
  Prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens as (string | Prism.Token)[]);
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
  /** Accepted for compatibility; this Prism is always used. */
  prism?: unknown;
  children(props: RenderProps): ReactNode;
}

const joinClasses = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Highlight({ code, language, theme, children }: HighlightProps): ReactNode {
  const { root, types } = themeStyles(theme, language);
  const plain: CSSProperties = { ...root, backgroundColor: undefined };
  const tokenStyle = (token: Token): CSSProperties | undefined => {
    const base: CSSProperties = token.empty ? { display: 'inline-block' } : {};
    if (token.types.length === 1 && token.types[0] === 'plain') return token.empty ? base : undefined;
    return Object.assign(base, ...token.types.map((type) => types[type]));
  };
  return children({
    tokens: tokenize(code, language),
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
