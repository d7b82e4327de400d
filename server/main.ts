import { createServer } from 'node:http';
import { createApp } from './app';
import { publicUrlOf, readConfig, startupWarnings } from './config';
import { startExportService } from './features/reportExports/exportService';
import { answerWhileStarting } from './health/startupGate';
import { logger } from './logging/logger';
import { orderlyStop } from './orderlyStop';
import { watchProcessFaults } from './processFaults';
import { seedDataFolder } from './store/dataFolder';
import { openDatabase, type Database } from './store/postgres/database';
import { missingMigrations } from './store/missingMigrations';
import { migrate } from './store/postgres/migrate';
import { openReplica } from './store/postgres/openReplica';
import { InvalidDatabaseError, Store } from './store/store';

/**
 * The features' store: db.json with its journal, or with DATABASE_URL a replica of PostgreSQL (no db.json then,
 * docs/decisions/097).
 */
async function openStore(database: Database | undefined, dbFile: string): Promise<Store> {
  if (!database) return Store.open(dbFile);
  await migrate(database.url);
  return openReplica(database);
}

async function main(): Promise<void> {
  const config = readConfig();
  // The port answers from the first moment: 503 'starting' until the store is loaded and the app is built.
  const httpServer = createServer();
  const gate = answerWhileStarting(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const withoutMigrations = config.databaseUrl ? missingMigrations() : undefined;
  if (withoutMigrations) {
    logger.fatal(`${withoutMigrations} Der Server startet nicht.`);
    process.exit(1);
  }
  const seeded = seedDataFolder(config, undefined, { dataFile: !config.databaseUrl });
  for (const created of seeded) logger.info(`${created} aus den Fixtures angelegt.`);
  // The instance's one pool for every PostgreSQL part (docs/decisions/104), ended last on shutdown.
  const database = config.databaseUrl ? openDatabase(config.databaseUrl, config.databasePoolSize) : undefined;
  let store: Store;
  try {
    store = await openStore(database, config.dbFile);
  } catch (error) {
    if (error instanceof InvalidDatabaseError) {
      const check = config.databaseUrl
        ? 'Beheben mit: npm run db:import -- <gültige db.json>'
        : 'Prüfen mit: npm run db:check';
      logger.fatal(`${error.message}\n\nDer Server startet nicht. ${check}`);
      process.exit(1);
    }
    throw error;
  }
  store.watch();
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const publicUrl = publicUrlOf(config, port);
  const { app, close, readiness, jobs, sharedFiles } = await createApp(config, store, database, httpServer, publicUrl);
  gate.open(app);
  const stopExports = startExportService(store, jobs, config, sharedFiles);
  // Tests and scripts wait for "läuft auf <url>/ " in this line (JSON or not).
  logger.info(
    { url: publicUrl },
    `Kommunikationswelt Radar läuft auf ${publicUrl}/ (Back Office: ${publicUrl}/admin, Daten: ${config.databaseUrl ? 'PostgreSQL' : config.dbFile})`,
  );
  // Orderly stop (docs/resilience.md): readiness DOWN for the drain delay while the port still serves, then the
  // port closed, requests in flight answered, the workers stopped, the store's pending writes persisted, the pool
  // ended, exit 0.
  const stop = orderlyStop({
    httpServer,
    readiness,
    drainDelayMs: config.shutdownDrainDelayMs,
    timeoutMs: config.shutdownTimeoutMs,
    stopWorkers: stopExports,
    release: async () => {
      await close();
      await store.shutdown();
      await database?.pool.end();
    },
    log: logger,
  });
  const exitAfter = (signal: NodeJS.Signals) =>
    void stop(signal).then((outcome) => process.exit(outcome === 'clean' ? 0 : 1));
  process.on('SIGTERM', exitAfter);
  process.on('SIGINT', exitAfter);
}

watchProcessFaults(logger);
main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Start fehlgeschlagen, der Prozess wird beendet');
  process.exit(1);
});
