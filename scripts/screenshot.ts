/**
 * Dev utility: `npx tsx scripts/screenshot.ts URL OUT.png [width] [height] [light|dark]` takes a
 * screenshot of a page in Debian's Chromium once it has hydrated (to look at what readers see).
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './measure/chromium';

async function main(): Promise<void> {
  const [url, out, width = '1280', height = '900', mode = 'light'] = process.argv.slice(2);
  if (!url || !out) throw new Error('usage: tsx scripts/screenshot.ts URL OUT.png [width] [height] [light|dark]');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.screenshot({ path: out });
  await browser.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
