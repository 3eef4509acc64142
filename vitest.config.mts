import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // What Docusaurus's bundler aliases for site code that unit tests import.
    alias: { '@docusaurus/router': 'react-router-dom' },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      // Tests of what a production build generated (.docusaurus/): `npm run test:after-build`.
      { extends: true, test: { name: 'after-build', include: ['tests/after-build/**/*.test.ts'] } },
    ],
  },
});
