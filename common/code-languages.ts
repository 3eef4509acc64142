/**
 * The languages a code fence may name: the one list that the content checks enforce, the site's
 * Prism carries grammars for (code-tokens/engine.ts; a unit test fails while one has none), and the
 * browser tests render. A new language goes here and gets its grammar imported in engine.ts.
 */

/** Highlighted languages; `py` and `yml` are Prism's own aliases of `python` and `yaml`. */
export const highlightedFenceLanguages = [
  'bash',
  'docker',
  'go',
  'hcl',
  'json',
  'python',
  'py',
  'yaml',
  'yml',
] as const;

/** Plain program output: shown as written, never highlighted. */
export const plainFenceLanguage = 'text';

/** Every language a fence may name. */
export const allowedFenceLanguages = [...highlightedFenceLanguages, plainFenceLanguage] as const;

/**
 * Language names a code block renders as plain text without loading Prism: the fence language
 * above, and the spellings of plain text the theme's `<CodeBlock language=...>` may be given in JSX.
 */
export const plainTextLanguages: ReadonlySet<string> = new Set([plainFenceLanguage, 'txt', 'plain', 'plaintext']);
