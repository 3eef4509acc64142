/**
 * The static generation's render (plugins/client-bundle/render-to-html.ts): a string render where
 * it gives the markup React's stream gives, the stream where a boundary would be left to the browser.
 */
import { Suspense, createElement, lazy, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { clientRenderedBoundary, renderToHtml } from '../../plugins/client-bundle/render-to-html';

/** Core's way: the stream, collected once every boundary is ready. */
function streamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      onAllReady() {
        pipe(out);
        text(out).then(resolve, reject);
      },
      onError: reject,
    });
  });
}

const h = createElement;

describe('renderToHtml', () => {
  it('gives the markup of the stream render, text escaped and non-ASCII text whole', async () => {
    const app = h(
      'main',
      { className: 'page' },
      h('h1', null, 'Déploiement <vite> & "bien" 🚀'),
      h('ul', null, ...['a', 'b', 'c'].map((x) => h('li', { key: x }, x))),
      h(Suspense, { fallback: h('p', null, 'loading') }, h('p', null, 'ready')),
    );
    const html = await renderToHtml(app);
    expect(html).toBe(await streamed(app));
    expect(html).toContain('Déploiement &lt;vite&gt; &amp; &quot;bien&quot; 🚀');
    expect(html).not.toContain(clientRenderedBoundary);
  });

  it('waits, as the stream does, for a boundary whose content suspends', async () => {
    let loads = 0;
    const Later = lazy(async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { default: () => h('p', null, 'loaded later') };
    });
    const app = h('div', null, h(Suspense, { fallback: h('p', null, 'loading') }, h(Later)));
    const html = await renderToHtml(app);
    expect(html).toContain('loaded later');
    expect(html).not.toContain('loading');
    expect(html).not.toContain(clientRenderedBoundary);
    expect(loads).toBe(1);
  });

  it('fails the page when a component throws, inside a boundary or not', async () => {
    const Broken = (): ReactNode => {
      throw new Error('broken component');
    };
    await expect(renderToHtml(h('div', null, h(Broken)))).rejects.toThrow('broken component');
    await expect(
      renderToHtml(h('div', null, h(Suspense, { fallback: h('p', null, 'loading') }, h(Broken)))),
    ).rejects.toThrow('broken component');
  });
});
