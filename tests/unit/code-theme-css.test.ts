/**
 * src/css/code-theme.css against the code themes it is written from (common/code-tokens/theme-css.ts),
 * and a token's style through the custom properties against the style the highlighter used to write
 * inline (each type's style, in the token's order, the last type winning): on every token of every
 * fenced block in docs/, both must give the same value of every property in both themes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { allowedFenceLanguages, plainTextLanguages } from '../../common/code-languages';
import { tokenize } from '../../common/code-tokens/engine';
import {
  codeThemeCss,
  codeVariable,
  styledTypes,
  tokenVariables,
  typeStyles,
  type CodeStyle,
} from '../../common/code-tokens/theme-css';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism-themes';

const root = path.resolve(__dirname, '../..');
const themes = { light: lightCodeTheme, dark: darkCodeTheme };

const sorted = (style: CodeStyle) => Object.fromEntries(Object.entries(style).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The style the highlighter used to write inline: each type's merged entries, in the token's type order. */
function inlineStyle(theme: PrismTheme, types: readonly string[]): CodeStyle {
  const byType: Record<string, CodeStyle> = {};
  for (const entry of theme.styles) for (const type of entry.types) byType[type] = { ...byType[type], ...entry.style };
  return sorted(Object.assign({}, ...types.map((type) => byType[type] ?? {})) as CodeStyle);
}

/**
 * What the browser computes from a token's style in a theme: each `var(--x, fallback)` chain
 * resolved against the custom properties the stylesheet sets in that mode; a chain with no value
 * leaves the property out (inherited, or its initial value).
 */
function resolved(style: CodeStyle | undefined, theme: PrismTheme): CodeStyle {
  const values = new Map<string, string | number>();
  for (const [type, typeStyle] of typeStyles(theme))
    for (const [property, value] of Object.entries(typeStyle)) values.set(codeVariable(property, type), value);
  const resolve = (value: string): string | number | undefined => {
    const match = /^var\((--[a-z0-9-]+)(?:, (.*))?\)$/.exec(value);
    if (!match) throw new Error(`not a var() chain: ${value}`);
    return values.get(match[1]) ?? (match[2] === undefined ? undefined : resolve(match[2]));
  };
  const out: CodeStyle = {};
  for (const [property, value] of Object.entries(style ?? {})) {
    const result = resolve(String(value));
    if (result !== undefined) out[property] = result;
  }
  return sorted(out);
}

/** Every fenced block of a highlighted language in docs/: [file, language, code]. */
function fencedBlocks(): [string, string, string][] {
  const files = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.mdx?$/.test(f),
  );
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, 'docs', file), 'utf8');
    return [...text.matchAll(/^(\s*)```(\w+)[^\n]*\n([\s\S]*?)^\1```\s*$/gm)]
      .filter(([, , language]) => (allowedFenceLanguages as readonly string[]).includes(language))
      .filter(([, , language]) => !plainTextLanguages.has(language))
      .map(([, , language, code]): [string, string, string] => [file, language, code]);
  });
}

describe('the code themes as a stylesheet', () => {
  it('src/css/code-theme.css is written from the themes (else run `npm run code-theme`)', () => {
    const written = readFileSync(path.join(root, 'src/css/code-theme.css'), 'utf8');
    expect(written).toBe(codeThemeCss(themes));
  });

  it("gives every token of the docs' code the style the inline colours gave, in both themes", () => {
    const blocks = fencedBlocks();
    expect(blocks.length).toBeGreaterThan(100);
    const combinations = new Map<string, string[]>();
    for (const [file, language, code] of blocks)
      for (const line of tokenize(code, language))
        for (const token of line)
          if (!combinations.has(token.types.join(' '))) combinations.set(token.types.join(' '), [file, ...token.types]);
    // Tokens nested three deep (an operator in a variable in a string) are among them.
    expect([...combinations.values()].filter((c) => c.length > 3).length).toBeGreaterThan(0);
    const styled = styledTypes([lightCodeTheme, darkCodeTheme]);
    const differences = [...combinations.values()].flatMap(([file, ...types]) =>
      Object.entries(themes).flatMap(([mode, theme]) => {
        const viaVariables = resolved(tokenVariables(types, styled), theme);
        const inline = inlineStyle(theme, types);
        return JSON.stringify(viaVariables) === JSON.stringify(inline)
          ? []
          : [`${mode} ${types.join(' ')} (${file}): ${JSON.stringify(viaVariables)} vs ${JSON.stringify(inline)}`];
      }),
    );
    expect(differences).toEqual([]);
  });

  it('takes each property from the last type that sets it in the mode, else leaves it inherited', () => {
    const theme: PrismTheme = {
      plain: { color: '#000000', backgroundColor: '#ffffff' },
      styles: [
        { types: ['string'], style: { color: '#111111', fontStyle: 'italic' } },
        { types: ['variable'], style: { color: '#222222' } },
      ],
    };
    const styled = styledTypes([theme]);
    const style = tokenVariables(['string', 'variable', 'operator'], styled);
    expect(style).toEqual({
      color: `var(${codeVariable('color', 'variable')}, var(${codeVariable('color', 'string')}))`,
      fontStyle: `var(${codeVariable('fontStyle', 'string')})`,
    });
    expect(resolved(style, theme)).toEqual({ color: '#222222', fontStyle: 'italic' });
    expect(resolved(tokenVariables(['string'], styled), { ...theme, styles: [] })).toEqual({});
    expect(tokenVariables(['plain'], styled)).toBeUndefined();
  });

  it('refuses what a stylesheet cannot say: entries limited to languages, a plain without colours', () => {
    const limited: PrismTheme = {
      ...lightCodeTheme,
      styles: [{ types: ['keyword'], languages: ['hcl'], style: { color: '#111111' } }],
    };
    expect(() => codeThemeCss({ light: limited, dark: darkCodeTheme })).toThrow(/limited to languages \(keyword\)/);
    const noPlain: PrismTheme = { ...darkCodeTheme, plain: {} };
    expect(() => codeThemeCss({ light: lightCodeTheme, dark: noPlain })).toThrow(/dark.*plain needs a color/);
    expect(() => codeVariable('color', 'Key word')).toThrow(/not a name/);
  });
});
