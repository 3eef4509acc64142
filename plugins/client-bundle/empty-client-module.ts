/**
 * Stands in for theme-classic's `prism-include-languages` client module, which imported Prism with
 * all its bundled grammars into main.js on every page (~26 KB gzip). The site's Prism carries its
 * grammars itself (prism/engine.ts), and pages mostly need none: the build writes code tokens.
 */
export {};
