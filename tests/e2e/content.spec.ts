import { test, expect, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { highlightedFenceLanguages } from '../../common/code-languages';
import { typeStyles } from '../../common/code-tokens/theme-css';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism-themes';

test.describe('image zoom', () => {
  test('attaches to content images after the delay, not to excluded ones', async ({ page }) => {
    await gotoHydrated(page, '/__test__/content');
    const zoomable = page.getByAltText('Zoomable logo');
    const inEmphasis = page.getByAltText('Logo inside emphasis');
    const noZoom = page.getByAltText('Logo marked no-zoom');
    await expect(zoomable).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
    await expect(inEmphasis).not.toHaveClass(/medium-zoom-image/);
    await expect(noZoom).not.toHaveClass(/medium-zoom-image/);
    await zoomable.click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // Escape closes the zoom (ignored by medium-zoom while the opening animation runs).
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 5000 });
  });

  test('re-attaches once after route changes and follows dark mode', async ({ page }) => {
    await gotoHydrated(page, '/__test__/content');
    await expect(page.getByAltText('Zoomable logo')).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
    // Leave and come back through client-side navigation.
    await page.locator('.navbar').getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await page.goBack();
    const img = page.getByAltText('Zoomable logo');
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
    await page
      .locator('.navbar')
      .getByRole('button', { name: /dark mode|light mode|switch between/i })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await img.click();
    // One overlay: a double attachment would open (and close) twice.
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(27, 27, 29)');
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  });

  test('a real content diagram is zoomable', async ({ page }) => {
    await gotoHydrated(page, '/pipelines/how-it-works/');
    await expect(page.locator('article .markdown img').first()).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
  });
});

test.describe('code blocks', () => {
  const languages = highlightedFenceLanguages;

  test('every site language is highlighted, with line markers', async ({ page }) => {
    await gotoHydrated(page, '/__test__/content');
    for (const lang of languages) {
      const block = page.locator(`h3:text-is("${lang}") + div pre`);
      await expect(block, lang).toHaveCount(1);
      // Prism assigned real token types, not only plain text.
      const kinds = await block
        .locator('.token')
        .evaluateAll((spans) => Array.from(new Set(spans.flatMap((s) => Array.from(s.classList)))));
      expect(kinds.filter((k) => !['token', 'plain', 'punctuation'].includes(k)).length, lang).toBeGreaterThan(0);
    }
    await expect(page.locator('h3:text-is("go") + div .theme-code-block-highlighted-line')).toHaveText(/func main/);
    await expect(page.locator('h3:text-is("hcl") + div .theme-code-block-highlighted-line')).toHaveText(/cidr_block/);
    // The marker comments themselves are not shown.
    await expect(page.locator('pre').filter({ hasText: 'highlight-' })).toHaveCount(0);
  });

  test("code is in the reader's colour mode from the first paint, before and after hydration, and when scripts fail", async ({
    browser,
  }) => {
    const hex = (value: string) =>
      `#${(/\d+, \d+, \d+/.exec(value)?.[0] ?? '')
        .split(', ')
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`;
    for (const [mode, theme] of Object.entries({ light: lightCodeTheme, dark: darkCodeTheme })) {
      const expected = {
        background: theme.plain.backgroundColor,
        text: theme.plain.color,
        keyword: typeStyles(theme).get('keyword')?.color,
      };
      for (const scripts of [false, true]) {
        const context = await browser.newContext();
        await context.addInitScript({ content: `localStorage.setItem('theme', ${JSON.stringify(mode)})` });
        // Without its scripts, the page stays as the server rendered it and the theme's inline script set it.
        if (!scripts) await context.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
        const page = await context.newPage();
        if (scripts) await gotoHydrated(page, '/library/getting-started/deploying-a-module');
        else await page.goto('/library/getting-started/deploying-a-module', { waitUntil: 'load' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const colours = await page
          .locator('pre.language-hcl')
          .first()
          .evaluate((pre) => ({
            background: getComputedStyle(pre).backgroundColor,
            text: getComputedStyle(pre.querySelector('.token.plain') ?? pre).color,
            keyword: getComputedStyle(pre.querySelector('.token.keyword') ?? pre).color,
          }));
        expect(
          { background: hex(colours.background), text: hex(colours.text), keyword: hex(colours.keyword) },
          `${mode} mode, ${scripts ? 'hydrated' : 'without scripts'}`,
        ).toEqual(expected);
        await context.close();
      }
    }
  });

  test('real doc pages highlight their hcl', async ({ page }) => {
    await gotoHydrated(page, '/library/getting-started/deploying-a-module');
    await expect(page.locator('pre.language-hcl .token.keyword').first()).toBeVisible();
  });

  /** Scripts of the site's Prism (common/code-tokens/engine.ts) the page requested. */
  function prismRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && /prism/i.test(url.pathname)) urls.push(url.pathname);
    });
    return urls;
  }

  test('pages carry their tokens: highlighted in the HTML and after navigation, without loading Prism', async ({
    page,
  }) => {
    const html = await (await page.request.get('/library/getting-started/deploying-a-module')).text();
    expect(html).toMatch(/<pre[^>]*language-hcl[^>]*>[\s\S]*?class="token[^"]*keyword/);
    const prism = prismRequests(page);
    await gotoHydrated(page, '/library/getting-started/deploying-a-module');
    await expect(page.locator('pre.language-hcl .token.keyword').first()).toBeVisible();
    // The magic comment's line is marked and not shown, as with Prism in the browser.
    await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
    await page.locator('article .markdown').getByRole('link', { name: 'Using the library' }).first().click();
    await expect(page).toHaveURL(/\/library\/usage\/using-the-library$/);
    await expect(page.locator('pre.language-hcl .token.keyword').first()).toBeVisible();
    expect(prism).toEqual([]);
  });

  test('a block without tokens from the build shows plain text first, then Prism highlights it', async ({ page }) => {
    const html = await (await page.request.get('/__test__/content')).text();
    const jsxBlock = /<h3[^>]*>jsx[\s\S]*?<pre[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(jsxBlock).toContain('variable');
    expect(jsxBlock).not.toContain('token keyword');
    const prism = prismRequests(page);
    await gotoHydrated(page, '/__test__/content');
    const block = page.locator('h3:text-is("jsx") ~ div pre').first();
    await expect(block.locator('.token.keyword').first()).toHaveText('variable');
    await expect(block.locator('.token.string').filter({ hasText: 'us-east-1' })).toHaveCount(1);
    expect(prism.length).toBeGreaterThan(0);
  });
});
