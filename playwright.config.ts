import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
import { chromiumArgs, chromiumPath } from './scripts/measure/chromium';

const port = Number(process.env.E2E_PORT || 3210);
/** The hosted-search build (build-hosted/, fake Algolia credentials; see package.json build:e2e). */
const hostedPort = port + 1;
/** The same build behind nginx with the production configuration (deploy/nginx). */
const nginxPort = port + 2;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  // Baselines of tests/e2e/screenshots.spec.ts, one file per name (npm run test:screenshots:update).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  projects: [
    { name: 'chromium', use: browser, testIgnore: /(search-hosted|nginx)\.spec\.ts/, grepInvert: /@timing/ },
    // Tests that bound a time measured in the page (tag '@timing'), one at a time. `npm run test:e2e`
    // runs this project on its own after the others, so no other test's browser shares the two cores
    // with them: beside other tests their times ranged 2-4x from run to run and failed CI on unchanged
    // code. (Not a project dependency: Playwright runs a dependency's every test whatever the filter.)
    { name: 'timing', use: browser, grep: /@timing/, workers: 1 },
    { name: 'nginx', use: { ...browser, baseURL: `http://127.0.0.1:${nginxPort}` }, testMatch: /nginx\.spec\.ts/ },
    {
      name: 'hosted-search',
      use: { ...browser, baseURL: `http://127.0.0.1:${hostedPort}` },
      testMatch: /search-hosted\.spec\.ts/,
    },
  ],
  // The builds, served on loopback by the project's static server (scripts/serve.ts).
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/deploy/run-nginx.ts --port ${nginxPort} --build build`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Stopped, not killed: run-nginx.ts then stops nginx and removes its temporary prefix.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `npx tsx scripts/serve.ts --port ${hostedPort} --dir build-hosted`,
      url: `http://127.0.0.1:${hostedPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
