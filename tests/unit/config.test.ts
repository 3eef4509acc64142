/**
 * docusaurus.config.ts: what it derives from the environment and from the modules it reads
 * (settings, layout, excluded folders, the code-token step). Fixed literals of the config are not
 * restated here; the browser tests check what they do on the built pages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';
import { announcement, codeHost, site, urls } from '../../src/settings';
import { excludedDocDirs } from '../../src/config/excluded-docs';
import { footer, navbar } from '../../src/config/layout';
import { defaultRepoSetsPackage } from '../../plugins/repo-sets';

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return (await import('../../docusaurus.config')).default;
}

/** A plugin entry's name (a function's name, or a plugin package's) and its options. */
function pluginEntries(config: Config): { name: string; options: Record<string, unknown> }[] {
  return (config.plugins ?? []).map((p) => {
    const [entry, options] = Array.isArray(p) ? p : [p, {}];
    return {
      name: typeof entry === 'function' ? entry.name : String(entry),
      options: (options ?? {}) as Record<string, unknown>,
    };
  });
}

const pluginOptions = (config: Config, name: string) => pluginEntries(config).find((p) => p.name === name)?.options;

const presetOptions = (config: Config) => (config.presets?.[0] as [string, Record<string, unknown>])[1];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config', () => {
  it('takes the site identity, announcement, edit links and layout from their modules', async () => {
    const config = await loadConfig();
    expect(config).toMatchObject({
      title: site.title,
      tagline: site.tagline,
      url: site.defaultUrl,
      organizationName: codeHost.org,
    });
    const theme = config.themeConfig as Record<string, unknown>;
    expect(theme.announcementBar).toMatchObject({ id: announcement.id, content: announcement.content });
    expect(theme.navbar).toEqual(navbar);
    expect(theme.footer).toEqual(footer);
    expect(pluginOptions(config, 'docsPlugin')?.editUrl).toBe(urls.editBase);
  });

  it('leaves every excluded docs folder out of the docs plugin', async () => {
    const exclude = pluginOptions(await loadConfig(), 'docsPlugin')?.exclude as string[];
    for (const dir of excludedDocDirs) expect(exclude).toContain(`${dir}/**`);
  });

  it('writes code tokens in every plugin that renders markdown, so no page needs Prism for fenced code', async () => {
    const config = await loadConfig({ CAIRN_TEST_ROUTES: 'true' });
    // The instance the config imported (loadConfig resets the module registry).
    const { default: rehypeCodeTokens } = await import('../../common/code-tokens/rehype-code-tokens');
    expect(rehypeCodeTokens).toBeTypeOf('function');
    const markdownPlugins = [
      { name: 'docs', options: pluginOptions(config, 'docsPlugin') },
      { name: 'pages', options: presetOptions(config).pages as Record<string, unknown> },
      ...pluginEntries(config).filter(
        (p) => p.name === 'content-pages' || p.name.startsWith('@docusaurus/plugin-content'),
      ),
    ];
    expect(markdownPlugins.length).toBeGreaterThanOrEqual(3);
    for (const { name, options } of markdownPlugins) {
      const plugins = options?.rehypePlugins;
      expect(Array.isArray(plugins) && plugins.includes(rehypeCodeTokens), `${name} writes code tokens`).toBe(true);
    }
  });

  it('has no analytics, local search, the default repository sets and no test routes unless configured', async () => {
    const config = await loadConfig();
    expect(presetOptions(config).googleTagManager).toBeUndefined();
    // The theme's DocSearch UI is configured in both modes; in local mode it talks to no Algolia app.
    expect((config.themeConfig as Record<string, unknown>).algolia).toMatchObject({ appId: 'local' });
    expect(config.customFields?.search).toMatchObject({ mode: 'local', libraryIndexName: null });
    expect(pluginOptions(config, 'repoSetsPlugin')?.packageName).toBe(defaultRepoSetsPackage);
    expect(pluginEntries(config).map((p) => p.name)).not.toContain('testRoutesPlugin');
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

  it('turns on the tag manager, Algolia, test routes, the site URL and the repository sets from the environment', async () => {
    const config = await loadConfig({
      GTM_CONTAINER_ID: 'GTM-TEST1',
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_LIBRARY_INDEX_NAME: 'library',
      CAIRN_TEST_ROUTES: 'true',
      SITE_URL: 'https://docs.example.test',
      REPO_SETS_PACKAGE: './tests/fixtures/repo-sets-package',
    });
    expect(presetOptions(config).googleTagManager).toEqual({ containerId: 'GTM-TEST1' });
    expect((config.themeConfig as Record<string, unknown>).algolia).toMatchObject({
      appId: 'APPID',
      apiKey: 'key',
      indexName: 'docs',
    });
    expect(config.customFields?.search).toMatchObject({ mode: 'hosted', libraryIndexName: 'library' });
    expect(pluginEntries(config).map((p) => p.name)).toContain('testRoutesPlugin');
    expect(config.url).toBe('https://docs.example.test');
    expect(pluginOptions(config, 'repoSetsPlugin')?.packageName).toBe('./tests/fixtures/repo-sets-package');
  });
});
