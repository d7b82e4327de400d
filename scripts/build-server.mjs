// Bundles the server into dist/server/ for `npm start` and every server the tests spawn (ADR 030). Packages stay
// external (installed by `npm ci --omit=dev`); code splitting keeps dynamically imported modules such as the
// embedded OIDC provider in chunks of their own, loaded only when used. The store's kill-test harness is built
// the same way into dist/testing/, so the kill test exercises the same compiled store code. The operators' database
// commands go to dist/scripts/ (`node dist/scripts/db-migrate.js`), so a production install runs them without tsx
// or the sources (docs/operations.md, Commands). The path aliases
// (@server/…, @shared/…) resolve through tsconfig.json's `paths`, which esbuild reads.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const bundle = (entry, outdir) =>
  build({
    entryPoints: [entry].flat(),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    tsconfig: 'tsconfig.json',
  });

const operatorCommands = ['db-migrate', 'db-import', 'db-export', 'db-check'].map((name) => `scripts/${name}.ts`);

for (const folder of ['dist/server', 'dist/testing', 'dist/scripts']) rmSync(folder, { recursive: true, force: true });
await Promise.all([
  bundle('server/main.ts', 'dist/server'),
  bundle('server/testing/storeKillHarness.ts', 'dist/testing'),
  bundle(operatorCommands, 'dist/scripts'),
]);
