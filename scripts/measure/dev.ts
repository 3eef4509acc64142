/**
 * `npm run bench:dev`: the writer's loop. Starts `docusaurus start` (with the generated .docusaurus
 * folder removed first), reports the seconds until a doc page answers, opens that page in Chromium,
 * then appends a paragraph to its markdown source and reports how long the browser takes to show it.
 * The source file is restored afterwards, whatever happens.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import { waitForHttp } from './static-server';

const root = path.resolve(__dirname, '../..');
const port = 3295;
const pagePath = '/intro/overview/getting-started';
const source = path.join(root, 'docs/intro/overview/getting-started.md');

async function main(): Promise<void> {
  rmSync(path.join(root, '.docusaurus'), { recursive: true, force: true });
  const original = readFileSync(source, 'utf8');
  const t0 = Date.now();
  const dev = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    await waitForHttp(url, 180_000);
    const readySeconds = (Date.now() - t0) / 1000;
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('article h1');
    const marker = `Edit marker ${Date.now()}`;
    const t1 = Date.now();
    writeFileSync(source, `${original.trimEnd()}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 60_000 });
    const editSeconds = (Date.now() - t1) / 1000;
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        devServerReadySeconds: readySeconds,
        editVisibleSeconds: editSeconds,
      }),
    );
    console.log(
      `dev server ready in ${readySeconds.toFixed(1)} s; a markdown edit showed in ${editSeconds.toFixed(2)} s`,
    );
  } finally {
    writeFileSync(source, original);
    await browser.close();
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
