/**
 * Test-only routes, registered only when CAIRN_TEST_ROUTES=true (the end-to-end test build).
 * The production build never contains them; tests/unit/config.test.ts checks that.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const crashFixturePath = '/__test__/crash';

export default function testRoutesPlugin(): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: crashFixturePath,
        component: path.resolve(__dirname, './CrashFixture.tsx'),
        exact: true,
      });
    },
  };
}
