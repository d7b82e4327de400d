import { logger } from '../logging/logger';
import { freePort } from './freePort';
import { postgresAvailable, SHARED_CLUSTER_ENV, startCluster } from './throwawayPostgres';

/**
 * The unit tests' global set-up (vite.config.ts): one throw-away PostgreSQL cluster for the whole run, shared by
 * every test file that asks `startThrowawayPostgres` for one (each in databases of its own). It starts in the
 * background, so a run that needs none does not wait for it; the files that do wait until it accepts
 * connections. Stopped and removed at the end of the run.
 */
export default async function sharedPostgres(): Promise<() => Promise<void>> {
  if (!postgresAvailable) return () => Promise.resolve();
  const port = await freePort();
  // Room for the app instances several files start at once, each with a few connection pools.
  const starting = startCluster(port, '-c max_connections=400');
  starting.catch((error: unknown) => logger.error({ err: error }, 'PostgreSQL-Testcluster startete nicht'));
  process.env[SHARED_CLUSTER_ENV] = String(port);
  return async () => {
    const cluster = await starting.catch(() => undefined);
    await cluster?.stop();
  };
}
