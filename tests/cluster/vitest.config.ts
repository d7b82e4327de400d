import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * `npm run test:cluster`: the cluster test on its own (not in `npm run test:unit`), one file, its scenarios in order.
 * It starts PostgreSQL, two servers, HAProxy and Chromium, which would compete with the unit tests for two cores.
 */
export default defineConfig({
  // The path aliases as tsconfig.json declares them.
  resolve: { tsconfigPaths: true },
  test: {
    root: projectRoot,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
