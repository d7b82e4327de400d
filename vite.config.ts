/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With its extension, as Vite's native config loader requires (tsconfig.json allows importing .ts files).
import { preloadsAfterFirstLoad } from './scripts/build/preloadsAfterFirstLoad.ts';
import { testFilesByIsolation } from './scripts/testing/testIsolation.ts';

const root = resolve(import.meta.dirname, 'src');

/** The path aliases, as tsconfig.json's `paths` declares them (esbuild, tsx and Playwright read tsconfig.json). */
export const pathAliases = {
  '@shared': 'src/shared',
  '@portal': 'src/portal',
  '@admin': 'src/admin',
  '@server': 'server',
};

const webEntries = { portal: 'portal/index.html', admin: 'admin/index.html' } as const;
const preloads = preloadsAfterFirstLoad();

/**
 * Each web entry is built on its own (one environment each, built one after the other into dist/): tree shaking
 * works per build, so in one shared build the portal's chunks carried what only the back office uses of shared
 * libraries (react-router's data router, for one). `npm run bench:web` reads the manifests in dist/.vite.
 */
const entryBuild = (name: keyof typeof webEntries, emptyOutDir: boolean) => ({
  build: {
    emptyOutDir,
    manifest: `.vite/${name}-manifest.json`,
    // Every browser a bank's office runs (Edge, Chrome, Firefox 115+) preloads modules itself: no polyfill.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      input: { [name]: resolve(root, webEntries[name]) },
      // A chunk of its own, imported first by the entry, so it runs before zod (which builds schemas as it loads).
      output: { codeSplitting: { groups: [{ name: 'zod-without-eval', test: /zodWithoutEval/ }] } },
    },
  },
});

const tsTestFiles = testFilesByIsolation(import.meta.dirname, ['src', 'server', 'scripts'], '.test.ts');

export default defineConfig({
  root,
  plugins: [react(), preloads.plugin],
  resolve: {
    alias: [
      ...Object.entries(pathAliases).map(([find, folder]) => ({
        find,
        replacement: resolve(import.meta.dirname, folder),
      })),
      // react-admin's layout imports it relatively; nothing else uses this name (decision 070).
      { find: /^\.\/PageTitleConfigurable\.js$/, replacement: resolve(root, 'admin/layout/PlainPageTitle.tsx') },
      // react-admin's router adapter without the data router it builds outside a router (decision 160).
      {
        find: /^\.\/adapters\/reactRouterProvider\.js$/,
        replacement: resolve(root, 'admin/routing/browserRouterProvider.tsx'),
      },
    ],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
  },
  environments: { client: entryBuild('portal', true), admin: { consumer: 'client', ...entryBuild('admin', false) } },
  builder: {
    buildApp: async (builder) => {
      for (const environment of [builder.environments.client, builder.environments.admin]) {
        if (environment) await builder.build(environment);
      }
    },
  },
  test: {
    root: import.meta.dirname,
    globals: true,
    restoreMocks: true,
    // Vitest's default (one core less) leaves one of two cores idle; the kill test's 2 minutes then run alone.
    maxWorkers: availableParallelism(),
    setupFiles: [resolve(import.meta.dirname, 'src/shared/testing/setup.ts')],
    // One throw-away PostgreSQL cluster for the run instead of one per test file that needs it.
    globalSetup: [resolve(import.meta.dirname, 'server/testing/sharedPostgres.ts')],
    projects: [
      // Each jsdom file gets a fresh document and module graph in a VM context of one reused process (`vmForks`):
      // in a process of its own per file, building jsdom and importing React, MUI and react-admin took half of
      // their time. They run first (groupOrder 0) so that the next dom file, not a node file, gets that process.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...tsTestFiles.dom],
          pool: 'vmForks',
          // A file's first render imports its lazy screens into the fresh module graph: up to 5 s on a loaded CI
          // machine, Vitest's whole default for a test.
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: tsTestFiles.shared,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: tsTestFiles.isolated,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
