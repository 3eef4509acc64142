/**
 * Stands in for theme-classic's `prism-include-languages` client module, which imported Prism with
 * all its bundled grammars into main.js on every page (~26 KB gzip). The languages are registered
 * by the CodeBlock wrapper instead (src/theme/CodeBlock/Content), so Prism loads with the first
 * page that shows code.
 */
export {};
