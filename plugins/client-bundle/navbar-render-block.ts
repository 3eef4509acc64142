/**
 * The first paint waits until the navbar has been parsed.
 *
 * The HTML parser hands over to rendering when it has worked for a while, and on a busy machine a
 * page was painted with its navbar half parsed. The navbar's right-hand group (Knowledge Base,
 * Support, Sign In, the colour toggle, search) is right-aligned, so every item parsed after that
 * paint moved the group to the left: a layout shift of 0.0024-0.0035 at 1,280 px, in about one
 * page load in 40 with two test workers (`tests/e2e/layout.spec.ts`).
 *
 * A render-blocking expect link (`<link rel="expect" href="#id" blocking="render">`, HTML's
 * standard, Chromium 124 and later) holds rendering until the element with that id has been
 * parsed. The element is the theme's skip-to-content target, the first element after the navbar.
 * Browsers without it render as before. The build checks that pages still have that element after
 * the navbar: without it the first paint would wait for the whole page.
 */
export const firstPaintAfterId = '__docusaurus_skipToContent_fallback';

export const navbarRenderBlockTag = {
  tagName: 'link',
  attributes: { rel: 'expect', href: `#${firstPaintAfterId}`, blocking: 'render' },
};

/** Throws unless the page has the element the first paint waits for, after its navbar. */
export function checkNavbarRenderBlock(html: string, file: string): void {
  const navbar = html.search(/<nav [^>]*class="[^"]*\bnavbar\b/);
  const target = html.indexOf(`id="${firstPaintAfterId}"`);
  if (navbar < 0 || target < navbar)
    throw new Error(
      `client-bundle: ${file} has no element with id="${firstPaintAfterId}" after its navbar, so its first ` +
        'paint would wait for the whole page; review plugins/client-bundle/navbar-render-block.ts against the theme',
    );
}
