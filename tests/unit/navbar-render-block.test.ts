import { describe, expect, it } from 'vitest';
import {
  checkNavbarRenderBlock,
  firstPaintAfterId,
  navbarRenderBlockTag,
} from '../../plugins/client-bundle/navbar-render-block';

const page = (main: string) =>
  `<body><div id="__docusaurus"><nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top">` +
  `<div class="navbar__inner"></div></nav>${main}</div></body>`;

describe('first paint after the navbar', () => {
  it('holds rendering until the element after the navbar is parsed', () => {
    expect(navbarRenderBlockTag).toEqual({
      tagName: 'link',
      attributes: { rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render' },
    });
  });

  it('accepts a page whose navbar is followed by that element', () => {
    expect(() =>
      checkNavbarRenderBlock(page(`<div id="${firstPaintAfterId}" class="main-wrapper"></div>`), 'index.html'),
    ).not.toThrow();
  });

  it('fails the build when the element is missing or comes before the navbar', () => {
    expect(() => checkNavbarRenderBlock(page('<main></main>'), 'index.html')).toThrow(
      /index\.html has no element with id="__docusaurus_skipToContent_fallback" after its navbar/,
    );
    expect(() =>
      checkNavbarRenderBlock(`<div id="${firstPaintAfterId}"></div>${page('<main></main>')}`, '404.html'),
    ).toThrow(/404\.html has no element/);
  });
});
