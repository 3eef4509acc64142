/**
 * The code themes (src/config/prism-themes.ts) as CSS custom properties: src/css/code-theme.css,
 * written by `npm run code-theme` and checked against the themes by
 * tests/unit/code-theme-css.test.ts.
 *
 * A code block's markup does not depend on the colour mode. A token's style names custom
 * properties of its types (`color: var(--code-color-keyword)`), and the stylesheet gives them their
 * values under `[data-theme='light']` and `[data-theme='dark']`. The page's inline script sets that
 * attribute before the first paint, so a reader in dark mode sees dark code from the first paint,
 * before the page's scripts run or if they never do. (When the highlighter wrote the colours
 * themselves inline, the server render had the light ones, and dark-mode pages showed light code
 * blocks until hydration.)
 *
 * A token of several types (Prism nests them: `string variable operator` is an operator inside a
 * variable inside a string) takes each property from its last type that sets it, as the inline
 * colours did: its style is a chain of fallbacks from the last type to the first, and a type that
 * sets nothing in the reader's mode has no value, so the next one applies; with none, the property
 * is inherited from the line, in the plain colour.
 */
import type { PrismTheme } from 'prism-react-renderer';

export type CodeStyle = Record<string, string | number>;
export type ColorMode = 'light' | 'dark';

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const checkedType = (type: string) => {
  if (!/^[a-z][a-z0-9-]*$/.test(type)) throw new Error(`code theme: token type ${JSON.stringify(type)} is not a name`);
  return type;
};
/** The custom property that holds a type's value of a style property, e.g. `--code-color-keyword`. */
export const codeVariable = (property: string, type: string) => `--code-${cssProperty(property)}-${checkedType(type)}`;

/** Each type's style in one theme: its entries merged in the theme's order. */
export function typeStyles(theme: PrismTheme): Map<string, CodeStyle> {
  const styles = new Map<string, CodeStyle>();
  for (const entry of theme.styles) {
    if (entry.languages)
      throw new Error(`code theme: an entry limited to languages (${entry.types.join(', ')}) cannot be a stylesheet`);
    for (const type of entry.types) styles.set(type, { ...styles.get(type), ...(entry.style as CodeStyle) });
  }
  return styles;
}

/** The style properties each type sets in any of the themes. */
export function styledTypes(themes: readonly PrismTheme[]): Map<string, Set<string>> {
  const styled = new Map<string, Set<string>>();
  for (const theme of themes)
    for (const [type, style] of typeStyles(theme))
      for (const property of Object.keys(style)) styled.set(type, (styled.get(type) ?? new Set()).add(property));
  return styled;
}

/**
 * A token's inline style: for each property one of its types may set, the chain of its types'
 * custom properties, last type first. Undefined for a token whose types set nothing.
 */
export function tokenVariables(types: readonly string[], styled: Map<string, Set<string>>): CodeStyle | undefined {
  const properties = new Set(types.flatMap((type) => [...(styled.get(type) ?? [])]));
  if (properties.size === 0) return undefined;
  const style: CodeStyle = {};
  for (const property of properties) {
    const setters = types.filter((type) => styled.get(type)?.has(property));
    style[property] = setters.reduce((fallback, type) => {
      const variable = codeVariable(property, type);
      return fallback ? `var(${variable}, ${fallback})` : `var(${variable})`;
    }, '');
  }
  return style;
}

/** The rules of one colour mode: the block's colours and every styled type's custom properties. */
function modeCss(mode: ColorMode, theme: PrismTheme): string {
  const { color, backgroundColor } = theme.plain;
  if (typeof color !== 'string' || typeof backgroundColor !== 'string')
    throw new Error(`code theme (${mode}): plain needs a color and a backgroundColor`);
  const variables = [...typeStyles(theme)].flatMap(([type, style]) =>
    Object.entries(style).map(([property, value]) => `  ${codeVariable(property, type)}: ${value};`),
  );
  return [
    `[data-theme='${mode}'] {\n${variables.join('\n')}\n}`,
    // theme-classic's container writes the light theme's block colours inline in the server render;
    // an important declaration in a stylesheet wins over an inline one.
    `[data-theme='${mode}'] .theme-code-block {\n  --prism-color: ${color} !important;\n  --prism-background-color: ${backgroundColor} !important;\n}`,
  ].join('\n\n');
}

/** The stylesheet of both themes. */
export function codeThemeCss(themes: Record<ColorMode, PrismTheme>): string {
  const header =
    '/* Written by `npm run code-theme` from src/config/prism-themes.ts (common/code-tokens/theme-css.ts): do not edit. */';
  return `${[header, modeCss('light', themes.light), modeCss('dark', themes.dark)].join('\n\n')}\n`;
}
