/**
 * Image zoom: a client module attaches medium-zoom to content images a fixed delay
 * after the first load and after every route change. The options travel to the client as global data.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface ImageZoomOptions {
  /** CSS selector of the images to zoom. */
  selector: string;
  /** Delay after load / route change before images are attached, in ms. */
  delayMs: number;
  /** Overlay background per colour mode. */
  background: { light: string; dark: string };
}

/** Checks the options given in docusaurus.config.ts; a wrong shape stops the build with the field named. */
export function validateImageZoomOptions(value: unknown): ImageZoomOptions {
  const o = (value ?? {}) as Partial<ImageZoomOptions>;
  const fail = (field: string) => {
    throw new Error(`image-zoom plugin: option '${field}' is missing or has the wrong type`);
  };
  if (typeof o.selector !== 'string' || o.selector === '') fail('selector');
  if (typeof o.delayMs !== 'number' || o.delayMs < 0) fail('delayMs');
  if (typeof o.background?.light !== 'string' || typeof o.background?.dark !== 'string') fail('background');
  return o as ImageZoomOptions;
}

export default function imageZoomPlugin(_context: LoadContext, options: unknown): Plugin {
  const opts = validateImageZoomOptions(options);
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData(opts);
    },
  };
}
