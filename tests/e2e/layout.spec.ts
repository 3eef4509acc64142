import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { pageTypes } from './page-types';

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens from the navbar with "← Back to main menu" and closes at desktop width', async ({ page }) => {
    await gotoHydrated(page, '/library/getting-started/setting-up');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidebar.getByRole('link', { name: 'Tools' })).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test('the docs sidebar cannot be hidden and categories do not auto-collapse', async ({ page }) => {
  await gotoHydrated(page, '/library/getting-started/setting-up');
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
  const toggle = (label: string) =>
    page.locator('.theme-doc-sidebar-menu .menu__link--sublist[aria-expanded]', { hasText: new RegExp(`^${label}$`) });
  // Close two categories, then open both again: with auto-collapse, opening the second would close the first.
  for (const label of ['Usage', 'Stay up to date']) {
    await toggle(label).click();
    await expect(toggle(label)).toHaveAttribute('aria-expanded', 'false');
  }
  await toggle('Usage').click();
  await toggle('Stay up to date').click();
  await expect(toggle('Stay up to date')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle('Usage')).toHaveAttribute('aria-expanded', 'true');
});

test('navigation scrolls to the hash target, or to the top', async ({ page }) => {
  await gotoHydrated(page, '/library/getting-started/deploying-a-module');
  // A route change with a hash (the table of contents) scrolls the heading into view.
  const tocLink = page.locator('.theme-doc-toc-desktop a').last();
  const id = ((await tocLink.getAttribute('href')) ?? '').slice(1);
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A route change to another page without a hash lands at its top.
  await page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .filter({ hasText: /setting up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/setting-up$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Loading a URL with a hash lands on the heading.
  await gotoHydrated(page, `/library/getting-started/deploying-a-module#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

/** Whether the page lays out wider than the window (it would scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test.describe('nothing wider than the screen', () => {
  for (const width of [320, 768]) {
    test(`no page type scrolls sideways at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      for (const [name, path] of pageTypes) {
        await gotoHydrated(page, path);
        const { scrollWidth, innerWidth } = await overflow(page);
        if (scrollWidth > innerWidth) wide.push(`${name} (${path}): ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
    });
  }

  test('a wide table scrolls in its own box, which the keyboard can reach', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, '/guides/stay-up-to-date/terraform/terraform-12/version-compatibility-table');
    const box = page.locator('.cairn-table-scroll').first();
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box).toHaveAttribute('role', 'region');
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(320);
    // A table that fits adds no tab stop.
    await page.setViewportSize({ width: 1440, height: 800 });
    await gotoHydrated(page, '/guides/');
    await expect(page.locator('.cairn-table-scroll').first()).not.toHaveAttribute('tabindex', '0');
  });

  test('the private-repository warning fits a 320 px screen with a margin', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/library/reference/');
    await page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(8);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(312);
    for (const control of [
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('link', { name: /Continue/ }),
    ]) {
      const b = await control.boundingBox();
      expect((b?.x ?? -1) >= 8 && (b?.x ?? 0) + (b?.width ?? 999) <= 312, 'control inside the screen').toBe(true);
    }
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('the search modal fits a 320 px screen with a margin', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    await page.locator('.navbar .DocSearch-Button').click();
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(7.5);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(312.5);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(320);
  });
});

test("every text on every page type is set in the site's text or code font, at 390 and 1,280 px", async ({ page }) => {
  test.setTimeout(90_000);
  const outside: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of pageTypes) {
      await gotoHydrated(page, path);
      const found = await page.evaluate(() => {
        const stack = (value: string) =>
          value
            .replace(/["']/g, '')
            .replace(/\s*,\s*/g, ',')
            .trim();
        const root = getComputedStyle(document.documentElement);
        const allowed = new Set(
          ['--ifm-font-family-base', '--ifm-font-family-monospace'].map((v) => stack(root.getPropertyValue(v))),
        );
        return Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getClientRects().length > 0)
          .filter(
            (el) =>
              ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) ||
              Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
          )
          .filter((el) => !allowed.has(stack(getComputedStyle(el).fontFamily)))
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} in ${getComputedStyle(el).fontFamily}`,
          );
      });
      outside.push(...[...new Set(found)].map((f) => `${name} (${path}) at ${width} px: ${f}`));
    }
  }
  expect(outside).toEqual([]);
});

test.describe('one page shell', () => {
  /** Left edge and size of the h1, the breadcrumbs, and the widest prose line in characters. */
  const shell = (page: Page) =>
    page.evaluate(() => {
      const h1 = document.querySelector('main h1, article h1');
      if (!h1) throw new Error('no h1');
      const canvas = document.createElement('canvas').getContext('2d');
      const paragraphs = Array.from(document.querySelectorAll('article p')).filter(
        (p) => !p.closest('li, td, aside, nav, .alert, .theme-admonition') && (p.textContent?.length ?? 0) > 200,
      );
      const perLine = paragraphs.map((p) => {
        const style = getComputedStyle(p);
        if (!canvas) return 0;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = p.textContent ?? '';
        return Math.round(p.clientWidth / (canvas.measureText(text).width / text.length));
      });
      const crumbs = Array.from(document.querySelectorAll('nav[aria-label="Breadcrumbs"] .breadcrumbs__item'));
      return {
        left: Math.round(h1.getBoundingClientRect().left),
        size: getComputedStyle(h1).fontSize,
        crumbs: crumbs.length,
        current: crumbs[crumbs.length - 1]?.textContent?.trim() ?? '',
        title: h1.textContent?.trim() ?? '',
        charactersPerLine: Math.max(0, ...perLine),
      };
    });

  const shellPages = pageTypes.filter(([name]) => !['home', 'search page'].includes(name));

  for (const width of [1280, 1440]) {
    test(`every page type starts its text at the docs' left edge, with the same h1 and breadcrumbs, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/library/getting-started/deploying-a-module');
      const doc = await shell(page);
      const different: string[] = [];
      for (const [name, path] of shellPages) {
        await gotoHydrated(page, path);
        const s = await shell(page);
        if (Math.abs(s.left - doc.left) > 1) different.push(`${name}: h1 at x=${s.left}, docs at x=${doc.left}`);
        if (s.size !== doc.size) different.push(`${name}: h1 ${s.size}, docs ${doc.size}`);
        if (s.crumbs < 2) different.push(`${name}: ${s.crumbs} breadcrumbs`);
        if (s.charactersPerLine > 80) different.push(`${name}: ${s.charactersPerLine} characters per line`);
      }
      expect(different).toEqual([]);
    });
  }

  test('pages outside the docs are named once: h1, last breadcrumb and title agree', async ({ page }) => {
    for (const path of [
      '/tools',
      '/discussions/knowledge-base/',
      '/guides/stay-up-to-date/releases/2019-07/',
      '/guides/',
    ]) {
      await gotoHydrated(page, path);
      const s = await shell(page);
      expect(s.current, path).toBe(s.title);
      await expect(page).toHaveTitle(`${s.title} | Cairn Docs`);
    }
  });
});

test.describe('module finder', () => {
  const rows = (page: Page) => page.locator('section[aria-label="Module finder"] li:not([hidden])');

  test('ranks the module named first: vpc-app for "vpc"', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/?q=vpc');
    await expect(rows(page).first().getByRole('link')).toHaveText('VPC app');
    await page.getByLabel('Filter').fill('vpc app');
    await expect(rows(page).first().getByRole('link')).toHaveText('VPC app');
    // Reading and keyboard order follow the ranking: the rows are reordered, not only drawn in another order.
    const tops = await rows(page).evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('lists every entry in compact rows', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    const count = page.getByText(/^\d+ modules and services$/);
    const total = Number(((await count.textContent()) ?? '').split(' ')[0]);
    expect(total).toBeGreaterThan(200);
    await expect(rows(page)).toHaveCount(total);
    const height = await page.locator('section[aria-label="Module finder"] ul').evaluate((ul) => ul.clientHeight);
    console.log(`finder list: ${height} px for ${total} entries at 1280 px`);
    // Was 37,227 px for 207 entries (~180 px each, one card per entry); a row is now its name line
    // and its summary, ~107 px.
    expect(height / total).toBeLessThan(115);
  });

  test('shows its filter on the first screen of a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/library/reference/');
    const box = await page.getByLabel('Filter').boundingBox();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  });
});

test.describe('code blocks', () => {
  test('name their file or language in a header that holds the buttons, clear of the code', async ({ page }) => {
    await gotoHydrated(page, '/library/getting-started/deploying-a-module');
    const block = page.locator('.theme-code-block', {
      has: page.locator('.cairn-code-header', { hasText: 'main.tf' }),
    });
    await expect(block).toHaveCount(1);
    await block.hover();
    const copy = block.getByRole('button', { name: /copy/i });
    await expect(copy).toBeVisible();
    const [button, code] = [await copy.boundingBox(), await block.locator('pre').boundingBox()];
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(code?.y ?? 0);
    await expect(page.locator('.cairn-code-header', { hasText: 'Shell' }).first()).toBeVisible();
  });

  test('in release notes have the docs highlighting, copy button and wrapping, without Prism', async ({ page }) => {
    const prism: string[] = [];
    page.on('request', (r) => {
      if (/prism/i.test(r.url())) prism.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/guides/stay-up-to-date/releases/2019-07/');
    const block = page.locator('[aria-label^="Migration notes"] .theme-code-block').first();
    await expect(block.locator('.token').first()).toBeVisible();
    await expect(block.getByRole('button', { name: /copy/i })).toBeVisible();
    await expect(block.getByRole('button', { name: /word wrap/i })).toBeVisible();
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(390);
    expect(prism).toEqual([]);
  });
});

test.describe('home page', () => {
  test('searches from the hero with the site search', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page
      .locator('header')
      .getByRole('link', { name: /search docs/i })
      .click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('vpc');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('fills every row of its card grids, and links the pages readers come back to', async ({ page }) => {
    for (const width of [390, 800, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      for (const grid of await page.locator('main ul, main ol').all()) {
        const lefts = await grid
          .locator(':scope > li')
          .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().left));
        const columns = new Set(lefts.map(Math.round)).size;
        expect(lefts.length % columns, `${width} px: ${lefts.length} cards in ${columns} columns`).toBe(0);
      }
    }
    for (const href of [
      '/guides/stay-up-to-date/releases/',
      '/guides/stay-up-to-date/',
      '/discussions/knowledge-base/',
      '/products',
    ])
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the primary button stands out from the hero and from the secondary one (${mode})`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, '/');
      const colours = await page.evaluate(() => {
        const bg = (sel: string) => getComputedStyle(document.querySelector(sel) as Element).backgroundColor;
        return {
          hero: bg('header'),
          primary: bg('header a.button[href="/intro/overview/getting-started"]'),
          secondary: bg('header a.button[href="/library/reference/"]'),
        };
      });
      const contrast = (a: string, b: string) => {
        const lum = (c: string) => {
          const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
        };
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      expect(contrast(colours.primary, colours.hero)).toBeGreaterThanOrEqual(3);
      // The secondary button is an outline: the hero shows through it.
      expect(colours.secondary).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    });
  }
});

test.describe('Not Found', () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  test('names its suggestions by page title, with a filter styled like the site controls', async ({ page }) => {
    await page.goto('/reference/modules/terraform-aws-vpc/vpc-ap');
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await expect(page.getByRole('link', { name: 'VPC app', exact: true })).toBeVisible();
    const input = page.getByLabel('Find a page');
    await expect(input).toHaveClass(/cairn-control/);
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const canvas = document.createElement('canvas').getContext('2d');
      const style = getComputedStyle(el);
      if (!canvas) return false;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(el.placeholder).width <= el.clientWidth && parseFloat(style.fontSize) >= 16;
    });
    expect(fits, 'placeholder shown whole, in 16 px text').toBe(true);
    await input.fill('release notes 2019');
    await expect(page.getByRole('link', { name: /^Release notes: \w+ 2019$/ }).first()).toBeVisible();
  });
});

/** Records the page's layout shifts from the start of its load (Lighthouse counts those before the first paint too). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { cairnShifts: string[] }).cairnShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const nodes = (shift.sources ?? []).map(
          (s) =>
            `${s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${Array.from(s.node.classList).join('.')}` : '?'} ` +
            `from ${box(s.previousRect)} to ${box(s.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        shifts.push(`${shift.value.toFixed(5)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
/** The shifts recorded so far, each as its score and the elements that moved. */
const layoutShifts = async (page: Page) => {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { cairnShifts: string[] }).cairnShifts);
};

test.describe('no layout shift as a page loads', () => {
  for (const width of [390, 1280]) {
    test(`no page type moves what it has painted at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      // A page whose shifts add up to less than 0.001 (Lighthouse's CLS 0.000) is reported, not
      // failed: while the parser still reads a page the browser may paint what it has, and an element
      // finished after that paint can nudge a box (a sidebar category's caret, 0.00007).
      const shifted: string[] = [];
      const nudged: string[] = [];
      for (const [name, path] of pageTypes) {
        await gotoHydrated(page, path);
        const shifts = await layoutShifts(page);
        const score = shifts.reduce((sum, shift) => sum + parseFloat(shift), 0);
        for (const shift of shifts) (score < 0.001 ? nudged : shifted).push(`${name} (${path}): ${shift}`);
      }
      if (nudged.length) console.log(`layout shifts under 0.001 a page, not failed:\n${nudged.join('\n')}`);
      expect(shifted).toEqual([]);
    });
  }
});

test.describe('long lists lay out their items near the screen only', () => {
  const lists = [['tag page', '/tags/terraform']] as const;
  const items = (page: Page) => page.locator('.cairn-skip-offscreen');
  /** Whether the browser rendered the item's content, rather than skipping it as off-screen (content-visibility). */
  const rendered = (page: Page, i: number) =>
    items(page)
      .nth(i)
      .evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  /** Every box of the article, with the items always rendered and their `contain` set to `contain`. */
  const boxes = async (page: Page, contain: string) => {
    const style = await page.addStyleTag({
      content: `.cairn-skip-offscreen { content-visibility: visible !important; contain: ${contain} !important; }`,
    });
    const all = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article *'), (el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName} ${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
      }),
    );
    await style.evaluate((el) => (el as Element).remove());
    return all;
  };

  for (const width of [390, 1280]) {
    for (const [name, path] of lists) {
      test(`the ${name} at ${width} px: items below the screen are skipped until reached, and laid out as without it`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await recordLayoutShifts(page);
        await gotoHydrated(page, path);
        // An item on the first screen is never skipped: the first layout would give it an estimated
        // height, and the one after its real one, moving whatever is below it on the screen.
        expect(await layoutShifts(page)).toEqual([]);
        const count = await items(page).count();
        expect(count).toBeGreaterThan(20);
        // The first screen has none of them (offscreenItemClass).
        const first = await items(page).first().boundingBox();
        expect(first?.y).toBeGreaterThan(800);
        expect(await rendered(page, count - 1)).toBe(false);
        await items(page)
          .nth(count - 1)
          .scrollIntoViewIfNeeded();
        await expect.poll(() => rendered(page, count - 1)).toBe(true);
        // Rendered, an item is contained (layout, style, paint); that must not move a box, as a
        // child's margin collapsing through the item would.
        expect(await boxes(page, 'layout style paint')).toEqual(await boxes(page, 'none'));
      });
    }
  }

  test("a focused link's outline is not clipped at the item's edge", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/tags/terraform');
    const item = items(page).first();
    const link = item.getByRole('link');
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, 0)).toBe(true);
    const box = await item.boundingBox();
    if (!box) throw new Error('the first item has no box');
    const margin = 6;
    const clip = {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    };
    /** The box, in `clip`, of the pixels that the keyboard focus changes: the link's outline. */
    const outline = async () => {
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      await link.evaluate((el) => (el as HTMLElement).blur());
      const blurred = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      return page.evaluate(
        async ([a, b]) => {
          const pixels = async (png: string) => {
            const img = new Image();
            img.src = `data:image/png;base64,${png}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.width;
            canvas.height = img.height;
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no 2d canvas');
            context.drawImage(img, 0, 0);
            return context.getImageData(0, 0, img.width, img.height);
          };
          const [x, y] = await Promise.all([pixels(a), pixels(b)]);
          let left = Infinity,
            top = Infinity,
            right = -1,
            bottom = -1;
          for (let i = 0; i < x.data.length; i += 4)
            if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) {
              const px = (i / 4) % x.width,
                py = Math.floor(i / 4 / x.width);
              left = Math.min(left, px);
              right = Math.max(right, px);
              top = Math.min(top, py);
              bottom = Math.max(bottom, py);
            }
          return { left, top, right, bottom };
        },
        [focused.toString('base64'), blurred.toString('base64')],
      );
    };
    const contained = await outline();
    await page.addStyleTag({ content: '.cairn-skip-offscreen { content-visibility: visible !important; }' });
    const uncontained = await outline();
    // The outline reaches past the item's left edge (the link starts there), as it does without containment.
    expect(uncontained.left).toBeLessThan(margin);
    expect(contained).toEqual(uncontained);
  });
});
