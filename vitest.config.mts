import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // What Docusaurus's bundler aliases for site code that unit tests import.
    alias: { '@docusaurus/router': 'react-router-dom' },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
