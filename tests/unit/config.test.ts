import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';
import { announcement, site, urls } from '../../src/settings';

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return (await import('../../docusaurus.config')).default;
}

type Named = { name?: string } | string | [unknown, unknown] | unknown;
const pluginNames = (config: Config) =>
  (config.plugins ?? []).map((p: Named) => {
    const entry = Array.isArray(p) ? p[0] : p;
    return typeof entry === 'function' ? entry.name : String(entry);
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config', () => {
  it('follows the spec constants', async () => {
    const config = await loadConfig();
    expect(config.title).toBe(site.title);
    expect(config.tagline).toBe(site.tagline);
    expect(config.titleDelimiter).toBe('|');
    expect(config.baseUrl).toBe('/');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
    expect(config.markdown?.mermaid).toBe(false);
    expect(config.baseUrlIssueBanner).toBe(true);
    expect(config.noIndex).toBe(false);
    expect(config.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
    expect(config.customFields).toMatchObject({ buildVersion: 'N/A' });
    const theme = config.themeConfig as Record<string, Record<string, unknown>>;
    expect(theme.colorMode).toMatchObject({ defaultMode: 'light', respectPrefersColorScheme: false });
    expect(theme.announcementBar).toMatchObject({ id: announcement.id, isCloseable: true });
    expect(theme.docs).toMatchObject({ sidebar: { hideable: false, autoCollapseCategories: false } });
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(theme.navbar).toMatchObject({ hideOnScroll: true });
    expect(theme.footer).toMatchObject({ style: 'dark' });
  });

  it('serves the one docs version "current" labelled Next at the root, with edit links and the excluded folders', async () => {
    const config = await loadConfig();
    // The docs plugin runs through plugins/docs (a lighter version-metadata prop), not the preset.
    const [, presetOptions] = (config.presets?.[0] as [string, { docs: unknown }]) ?? [];
    expect(presetOptions.docs).toBe(false);
    const docsEntry = (config.plugins ?? []).find(
      (p: Named) => Array.isArray(p) && typeof p[0] === 'function' && p[0].name === 'docsPlugin',
    ) as [unknown, Record<string, unknown>] | undefined;
    expect(docsEntry, 'the docs plugin entry').toBeDefined();
    const docs = docsEntry?.[1] ?? {};
    expect(docs.routeBasePath).toBe('/');
    expect(docs.versions).toEqual({ current: { label: 'Next', path: '' } });
    expect(docs.editUrl).toBe(urls.editBase);
    expect(docs.exclude).toEqual(
      expect.arrayContaining([
        'guides/build-it-yourself/landing-zone/**',
        'guides/build-it-yourself/kubernetes-cluster/**',
        'guides/build-it-yourself/vpc/**',
      ]),
    );
  });

  it('has no analytics, local search and no test routes unless configured', async () => {
    const config = await loadConfig();
    const [, options] = config.presets?.[0] as [string, Record<string, unknown>];
    expect(options.googleTagManager).toBeUndefined();
    // The theme's DocSearch UI is configured in both modes; in local mode it talks to no Algolia app.
    expect((config.themeConfig as Record<string, unknown>).algolia).toMatchObject({ appId: 'local' });
    expect(config.customFields?.search).toMatchObject({ mode: 'local', libraryIndexName: null });
    expect(pluginNames(config)).not.toContain('testRoutesPlugin');
    expect(JSON.stringify(config.plugins)).not.toContain('tests/fixtures');
  });

  it('rejects an unknown search mode and hosted mode without credentials', async () => {
    await expect(loadConfig({ SEARCH_MODE: 'remote' })).rejects.toThrow(/SEARCH_MODE must be 'local' or 'hosted'/);
    await expect(loadConfig({ SEARCH_MODE: 'hosted' })).rejects.toThrow(/needs ALGOLIA_APP_ID/);
    const forced = await loadConfig({
      SEARCH_MODE: 'local',
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    });
    expect(forced.customFields?.search).toMatchObject({ mode: 'local' });
  });

  it('turns on the tag manager, Algolia and test routes from the environment', async () => {
    const config = await loadConfig({
      GTM_CONTAINER_ID: 'GTM-TEST1',
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      CAIRN_TEST_ROUTES: 'true',
      SITE_URL: 'https://docs.example.test',
    });
    const [, options] = config.presets?.[0] as [string, Record<string, unknown>];
    expect(options.googleTagManager).toEqual({ containerId: 'GTM-TEST1' });
    expect((config.themeConfig as Record<string, unknown>).algolia).toMatchObject({
      appId: 'APPID',
      indexName: 'docs',
    });
    expect(config.customFields?.search).toMatchObject({ mode: 'hosted' });
    expect(pluginNames(config)).toContain('testRoutesPlugin');
    expect(config.url).toBe('https://docs.example.test');
  });

  it('loads Prism for every language of the spec', async () => {
    const config = await loadConfig();
    const prism = (config.themeConfig as { prism: { additionalLanguages: string[] } }).prism;
    // go, json, python and yaml are in the site's Prism (plugins/client-bundle/prism); the rest must be added.
    expect(prism.additionalLanguages).toEqual(expect.arrayContaining(['bash', 'docker', 'hcl']));
  });
});
