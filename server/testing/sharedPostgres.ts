import { statfsSync } from 'node:fs';
import { logger } from '../logging/logger';
import { freePort } from './freePort';
import { FAST_SETTINGS, postgresAvailable, SHARED_CLUSTER_ENV, startCluster } from './throwawayPostgres';

const STARTED = Symbol.for('radar.sharedPostgres.started');
/** Linux's shared-memory file system, when it has room for the run's databases (about 3 GB, one per test). */
const MEMORY_FOLDER = '/dev/shm';
const MEMORY_NEEDED_BYTES = 8 * 2 ** 30;

/**
 * Where the run's cluster lives: in memory when there is room, so copying a template per test and removing about
 * 3 GB of databases at the end cost no disk writes (on disk the removal alone took 13 s after every run); else
 * the system's temporary folder.
 */
function memoryFolder(): string | undefined {
  try {
    const { bavail, bsize } = statfsSync(MEMORY_FOLDER);
    return bavail * bsize >= MEMORY_NEEDED_BYTES ? MEMORY_FOLDER : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The unit tests' global set-up (vite.config.ts): one throw-away PostgreSQL cluster for the whole run, shared by
 * every test file that asks `startThrowawayPostgres` for one (each in databases of its own). It starts in the
 * background, so a run that needs none does not wait for it; the files that do wait until it accepts
 * connections. Stopped and removed at the end of the run.
 */
export default async function sharedPostgres(): Promise<() => Promise<void>> {
  // Vitest calls the global set-up four times a run (its projects extend the root config): the first call starts
  // the one cluster of the run, the others find it marked on the process (before, four clusters started, one used).
  const run = globalThis as { [STARTED]?: true };
  if (!postgresAvailable || run[STARTED]) return () => Promise.resolve();
  run[STARTED] = true;
  const port = await freePort();
  // Room for the app instances several files start at once, each with a few connection pools.
  const starting = startCluster({ port, settings: `${FAST_SETTINGS} -c max_connections=400`, parent: memoryFolder() });
  starting.catch((error: unknown) => logger.error({ err: error }, 'PostgreSQL-Testcluster startete nicht'));
  process.env[SHARED_CLUSTER_ENV] = String(port);
  return async () => {
    const cluster = await starting.catch(() => undefined);
    await cluster?.stop();
  };
}
