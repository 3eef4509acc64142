import mediumZoom, { type Zoom } from 'medium-zoom';
import globalData from '@generated/globalData';
import type { ClientModule } from '@docusaurus/types';
import type { ImageZoomOptions } from './index';
import { zoomBackground } from './background';

const options = (globalData['image-zoom'] as { default: ImageZoomOptions } | undefined)?.default;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const currentBackground = (opts: ImageZoomOptions) => zoomBackground(opts, document.documentElement.dataset.theme);

/** Detach everything, then attach the images of the current page: re-running never double-attaches. */
function attachZoom(opts: ImageZoomOptions): void {
  if (!zoom) {
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
      attachZoom(opts);
    }, opts.delayMs);
  },
};

export default client;
