/**
 * The site's Prism: the core with the grammars of the languages the site writes in (the content
 * checks allow bash, docker, go, hcl, json, python and yaml fences; their aliases such as `sh`, `py`,
 * `yml` come with them). ~14 KB gzip.
 *
 * The build tokenizes every fenced block with it (rehype-code-tokens.ts), so pages carry their
 * tokens and need no Prism. The browser loads it as its own chunk only for a block whose tokens the
 * build did not write: a block rendered from JSX, or one whose written tokens no longer fit.
 * `prism.additionalLanguages` in the config lists the grammars here beyond prism-react-renderer's
 * own, for theme-classic's options; this file is what is loaded.
 */
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-docker';
import 'prismjs/components/prism-hcl';
import { tokenizeWith, type Token } from './tokens';

// Prism highlights every `code.language-*` element on the page by itself unless told not to; the
// page's code is React's to render.
Prism.manual = true;

export { Prism };

/** The code's tokens in `language`, or the plain lines when Prism has no grammar for it. */
export function tokenize(code: string, language: string): Token[][] {
  return tokenizeWith(Prism, code, language);
}
