import type { ImageZoomOptions } from './index';

/** The overlay colour for the colour mode the page is in (`<html data-theme>`). */
export function zoomBackground(opts: Pick<ImageZoomOptions, 'background'>, theme: string | undefined): string {
  return theme === 'dark' ? opts.background.dark : opts.background.light;
}
