/**
 * Code highlighting themes. Every token keeps WCAG AA contrast (4.5:1) on the block background and
 * on a highlighted line (tests/unit/code-themes.test.ts). Light is a GitHub-like palette; dark
 * follows the site's own: grey surfaces, the teal of links and buttons for keywords, one warm
 * colour for strings, no italics.
 */
import type { PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['namespace'], style: { opacity: 0.8 } },
    { types: ['string', 'attr-value', 'char'], style: { color: '#0a3069' } },
    { types: ['punctuation', 'operator'], style: { color: '#24292f' } },
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: { color: '#0550ae' },
    },
    { types: ['atrule', 'keyword', 'attr-name', 'selector', 'deleted'], style: { color: '#a40e26' } },
    { types: ['function', 'function-variable', 'class-name', 'builtin'], style: { color: '#6639ba' } },
    { types: ['tag'], style: { color: '#116329' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e3e5e8', backgroundColor: '#25272b' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#a3abb5' } },
    { types: ['punctuation', 'operator'], style: { color: '#c4c8ce' } },
    { types: ['keyword', 'atrule', 'selector', 'tag', 'important'], style: { color: '#5cc8aa' } },
    { types: ['attr-name', 'property', 'variable', 'parameter'], style: { color: '#9fd4f2' } },
    { types: ['function', 'function-variable', 'class-name', 'builtin'], style: { color: '#a2e0cf' } },
    { types: ['string', 'attr-value', 'char', 'url', 'regex'], style: { color: '#e6c68f' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: { color: '#f4ad8f' } },
    { types: ['inserted'], style: { color: '#7fd4bc' } },
    { types: ['deleted'], style: { color: '#ff9a90' } },
  ],
};
