/**
 * Code highlighting themes with every token at WCAG AA contrast (4.5:1) on the block background,
 * also on a highlighted line. Light is a GitHub-like palette; dark is Dracula with a lighter comment.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

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
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles,
    { types: ['comment'], style: { color: '#a0aad0' } },
    { types: ['deleted'], style: { color: '#ff8080' } },
  ],
};
