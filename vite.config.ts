/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, 'src');

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        portal: resolve(root, 'portal/index.html'),
        admin: resolve(root, 'admin/index.html'),
      },
    },
  },
  test: {
    root: import.meta.dirname,
    globals: true,
    restoreMocks: true,
    setupFiles: [resolve(import.meta.dirname, 'src/shared/testing/setup.ts')],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    ],
  },
});
