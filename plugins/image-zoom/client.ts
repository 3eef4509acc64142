import type { Zoom } from 'medium-zoom';
import globalData from '@generated/globalData';
import type { ClientModule } from '@docusaurus/types';
import type { ImageZoomOptions } from './index';
import { zoomBackground } from './background';

const options = (globalData['image-zoom'] as { default: ImageZoomOptions } | undefined)?.default;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const currentBackground = (opts: ImageZoomOptions) => zoomBackground(opts, document.documentElement.dataset.theme);

/**
 * Detach everything, then attach the images of the current page: re-running never double-attaches.
 * medium-zoom is fetched the first time a page has an image to zoom, so it is not part of any
 * page's first load (it was 2.5 KB gzip in main.js).
 */
async function attachZoom(opts: ImageZoomOptions): Promise<void> {
  if (!zoom) {
    if (!document.querySelector(opts.selector)) return;
    const { default: mediumZoom } = await import('medium-zoom');
    if (zoom) return void attachZoom(opts);
    const created = mediumZoom({ margin: 24, background: currentBackground(opts) });
    // The reader may have switched colour mode since the images were attached.
    created.on('open', () => created.update({ background: currentBackground(opts) }));
    zoom = created;
  }
  zoom.detach();
  zoom.attach(opts.selector);
}

const client: ClientModule = {
  // Runs after the first render and after every route change.
  onRouteDidUpdate() {
    if (!options) return;
    const opts = options;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      attachZoom(opts).catch((error: unknown) => {
        // A failed chunk load leaves images unzoomed; the page itself is unaffected.
        console.warn('image zoom unavailable:', error);
      });
    }, opts.delayMs);
  },
};

export default client;
