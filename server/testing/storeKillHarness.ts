import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { findActiveAccount, principalFor } from '../auth/userData';
import { readConfig } from '../config';
import { createDataRouter } from '../data/dataRouter';
import { DataWriteWatchers } from '../data/dataWriteWatchers';
import { preferencesRouter } from '../features/preferences/preferencesRouter';
import { openJobs } from '../jobs/openJobs';
import { EmbeddedCollectionStore } from '../store/embeddedCollectionStore';
import { Store } from '../store/store';
import { validateDatabase } from '../store/validateDatabase';
import { projectRoot } from '../projectRoot';

/**
 * The store's write paths without the rest of the server, for the kill test's many restarts: the real
 * data router (embedded store, cascade, audit) and a feature write (preferences), as one fixed admin, whose
 * token check the full server would do. Prints the same line as server/main.ts once it
 * listens.
 */
const dbFile = process.env.DB_FILE;
if (!dbFile) throw new Error('DB_FILE fehlt');
// Started ahead by the kill test with its modules loaded and the schemas' validators compiled (on the
// tracked fixture, not the file under test); the store is opened only on its word.
validateDatabase(JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')));
await new Promise((resolve) => process.stdin.once('data', resolve));
const store = Store.open(dbFile);
const app = express();
app.use((_req, res, next) => {
  const account = findActiveAccount(store, process.env.KILL_USER ?? 'anna.admin');
  if (!account) throw new Error('Testbenutzer fehlt');
  res.locals.principal = principalFor(store, account);
  next();
});
const dataWrites = new DataWriteWatchers();
app.use(
  API_BASE,
  preferencesRouter({
    store,
    config: readConfig({}),
    publicUrl: '',
    dataWrites,
    jobs: openJobs(undefined),
    onShutdown: () => undefined,
  }),
);
app.use(DATA_BASE, createDataRouter(new EmbeddedCollectionStore(store), dataWrites, ''));
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Kommunikationswelt Radar läuft auf http://127.0.0.1:${port}/ (Daten: ${dbFile})`);
});
