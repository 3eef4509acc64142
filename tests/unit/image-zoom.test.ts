import { describe, expect, it } from 'vitest';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { zoomBackground } from '../../plugins/image-zoom/background';
import imageZoomPlugin from '../../plugins/image-zoom';

const opts = { selector: 'img', delayMs: 1000, background: { light: 'white', dark: 'black' } };
const context = {} as LoadContext;

describe('image zoom', () => {
  it('uses the dark background only in dark mode', () => {
    expect(zoomBackground(opts, 'dark')).toBe('black');
    expect(zoomBackground(opts, 'light')).toBe('white');
    expect(zoomBackground(opts, undefined)).toBe('white');
  });

  it('ships a client module and publishes its options', async () => {
    const plugin = imageZoomPlugin(context, opts);
    expect(plugin.getClientModules?.()).toEqual([expect.stringMatching(/image-zoom\/client$/)]);
    let published: unknown;
    const actions = { setGlobalData: (d: unknown) => (published = d) } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded?.({ content: undefined, actions });
    expect(published).toEqual(opts);
  });

  it('rejects malformed options naming the field', () => {
    expect(() => imageZoomPlugin(context, { ...opts, selector: '' })).toThrow(/'selector'/);
    expect(() => imageZoomPlugin(context, { ...opts, delayMs: '1000' })).toThrow(/'delayMs'/);
    expect(() => imageZoomPlugin(context, { selector: 'img', delayMs: 1 })).toThrow(/'background'/);
    expect(() => imageZoomPlugin(context, undefined)).toThrow(/'selector'/);
  });
});
