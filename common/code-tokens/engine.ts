/**
 * The site's Prism: the core with the grammars of the fence languages in ../code-languages.ts
 * (their aliases such as `sh`, `py`, `yml` come with them). ~14 KB gzip. The imports are static so
 * the bundler sees them; tests/unit/prism.test.ts fails while a listed language has no grammar here.
 *
 * The build tokenizes every fenced block with it (rehype-code-tokens.ts), so pages carry their
 * tokens and need no Prism. The browser loads it as its own chunk only for a block whose tokens the
 * build did not write: a block rendered from JSX, or one whose written tokens no longer fit.
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
