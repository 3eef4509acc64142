/**
 * The site font's Latin file, preloaded from each page's head.
 *
 * The browser finds a web font only when it lays out text that uses it, after the stylesheet has
 * arrived: Inter (47 KB) then started ~200 ms into a page load, and with `font-display: optional`
 * the text waits for it for up to 100 ms or stays in the fallback font. Preloaded, it arrives with
 * the stylesheet and the first paint is in Inter. Only the Latin file: the pages are English.
 *
 * The bundler names the file `assets/fonts/<name>-<contenthash>.woff2` (Docusaurus's url-loader /
 * file-loader rule for fonts); the same name is computed here with the loader's own `interpolateName`,
 * and the build fails if the file it points to was not emitted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The font file src/css/custom.css uses for Latin text. */
export const preloadedFont = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

type InterpolateName = (context: { resourcePath: string }, name: string, options: { content: Buffer }) => string;

/** The `loader-utils` that Docusaurus's file-loader names files with. */
function fileLoaderInterpolateName(): InterpolateName {
  const utilsDir = path.dirname(require.resolve('@docusaurus/utils/package.json'));
  const fileLoader = require.resolve('file-loader/package.json', { paths: [utilsDir] });
  const loaderUtils = createRequire(fileLoader)('loader-utils') as { interpolateName: InterpolateName };
  return loaderUtils.interpolateName;
}

/** The font's path in the build, e.g. `assets/fonts/inter-latin-wght-normal-4f2981d8….woff2`. */
export function preloadedFontPath(): string {
  const file = require.resolve(preloadedFont);
  const name = fileLoaderInterpolateName()({ resourcePath: file }, '[name]-[contenthash].[ext]', {
    content: readFileSync(file),
  });
  return `assets/fonts/${name}`;
}

/** Throws when the build has no file at the preloaded path (the bundler's naming changed). */
export function checkPreloadedFont(outDir: string, fontPath: string): void {
  if (!existsSync(path.join(outDir, fontPath)))
    throw new Error(
      `client-bundle: the preloaded font ${fontPath} is not in the build; ` +
        'review plugins/client-bundle/font-preload.ts against how the bundler names fonts',
    );
}
