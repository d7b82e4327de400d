import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the cluster test on its own (not in `npm run test:unit`), one file, its scenarios in order.
 * It starts PostgreSQL, two servers, HAProxy and Chromium, which would compete with the unit tests for two cores.
 */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
