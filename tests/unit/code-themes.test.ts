import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism-themes';

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};

/** `rgba(r, g, b, a)` over a solid background. */
const over = (rgba: string, background: Rgb): Rgb => {
  const [r, g, b, a] = (/rgba\(([^)]+)\)/.exec(rgba)?.[1] ?? '').split(',').map(Number);
  return [r, g, b].map((c, i) => Math.round(c * a + background[i] * (1 - a))) as Rgb;
};

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The highlighted-line colour of a mode, read from the site's stylesheet (its one source). */
function highlightedLine(mode: 'light' | 'dark'): string {
  const css = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const block = mode === 'light' ? /:root\s*{([^}]*)}/.exec(css) : /\[data-theme='dark'\]\s*{([^}]*)}/.exec(css);
  const value = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block?.[1] ?? '')?.[1];
  if (!value) throw new Error(`no highlighted-line colour for ${mode} mode in custom.css`);
  return value.trim();
}

/** Token colours below 4.5:1 on the block background or on a highlighted line. */
function lowContrastTokens(theme: PrismTheme, lineBg: string): string[] {
  const background = parseHex(theme.plain.backgroundColor as string);
  const highlighted = over(lineBg, background);
  const colours = [
    ['plain', theme.plain.color as string],
    ...theme.styles.flatMap((s) => (s.style.color ? [[s.types.join('/'), s.style.color as string]] : [])),
  ];
  return colours.flatMap(([types, colour]) => {
    const worst = Math.min(contrast(parseHex(colour), background), contrast(parseHex(colour), highlighted));
    return worst < 4.5 ? [`${types} ${colour} ${worst.toFixed(2)}:1`] : [];
  });
}

describe('code themes', () => {
  it('keep every token at AA contrast on the block and on a highlighted line', () => {
    expect(lowContrastTokens(lightCodeTheme, highlightedLine('light'))).toEqual([]);
    expect(lowContrastTokens(darkCodeTheme, highlightedLine('dark'))).toEqual([]);
  });

  it('catch a token colour too faint for its background', () => {
    const faint: PrismTheme = { ...darkCodeTheme, styles: [{ types: ['comment'], style: { color: '#5c6370' } }] };
    expect(lowContrastTokens(faint, highlightedLine('dark'))).toEqual([expect.stringMatching(/^comment #5c6370/)]);
  });

  it('dark code is grey and teal: no italics, no navy background', () => {
    expect(darkCodeTheme.styles.filter((s) => s.style.fontStyle === 'italic')).toEqual([]);
    const [r, g, b] = parseHex(darkCodeTheme.plain.backgroundColor as string);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(8);
  });
});
