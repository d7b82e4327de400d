import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../projectRoot';

/** What `npm run build` makes of the server: every test that spawns a server runs this, as production does. */
export const COMPILED_SERVER = join(projectRoot, 'dist/server/main.js');
/** The store's kill-test harness, built alongside the server. */
export const COMPILED_KILL_HARNESS = join(projectRoot, 'dist/testing/storeKillHarness.js');

/** The node arguments that start a compiled entry, refusing clearly when the build is missing. */
export function compiledEntryArgs(entry: string): string[] {
  if (!existsSync(entry)) throw new Error(`${entry} fehlt: zuerst "npm run build" ausführen.`);
  return ['--enable-source-maps', entry];
}
