// Dev utility: node scripts/screenshot.mjs URL OUT.png [width] [height] [light|dark] — a screenshot in Debian Chromium.
import { chromium } from 'playwright-core';
const [, , url, out, w = '1280', h = '900', scheme = 'light'] = process.argv;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
p.on('console', (m) => {
  if (m.type() === 'error') console.log('CONSOLE', m.text());
});
await p.goto(url);
await p.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
await p.waitForTimeout(300);
await p.screenshot({ path: out, fullPage: false });
await b.close();
