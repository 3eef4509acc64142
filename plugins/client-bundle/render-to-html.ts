/**
 * The static generation's render of a page to HTML, in place of @docusaurus/core
 * lib/client/renderToHtml.js in the server bundle (a NormalModuleReplacementPlugin in index.ts;
 * upstream-record.json records the file, so a Docusaurus upgrade that changes it stops the build).
 *
 * Docusaurus renders each page with `renderToPipeableStream` and collects the stream once every
 * Suspense boundary is ready. React's stream renderer encodes its output as UTF-8 bytes in small
 * chunks as it goes: at 10,046 pages, writing and measuring those chunks was ~10% of the static
 * generation's CPU (`writeChunk`, `byteLengthOfChunk`, `encodeInto` in a profile of its workers).
 * `renderToString` builds the same markup as a string. What it cannot do is wait: a boundary whose
 * content suspends is written as its fallback and marked to be rendered in the browser
 * (`<!--$!-->`). No page suspends on the server today (the one lazy component, the repository
 * warning, renders only after a click), but if one ever does, that page is rendered again with the
 * stream, as Docusaurus does, so no page ever ships a fallback the stream would have filled.
 */
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';

/** React's marker of a Suspense boundary left for the browser to render. */
export const clientRenderedBoundary = '<!--$!-->';

/** The page's HTML once every boundary is ready, through React's stream renderer. */
function renderWaitingForSuspense(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    collect.on('error', reject);
    const { pipe } = renderToPipeableStream(app, {
      onAllReady: () => pipe(collect),
      onShellError: reject,
      onError: reject,
    });
  });
}

export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  return html.includes(clientRenderedBoundary) ? renderWaitingForSuspense(app) : html;
}
