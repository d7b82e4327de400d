import { join } from 'node:path';
import { runner } from 'node-pg-migrate';
import { projectRoot } from '../../projectRoot';

/** From the project root: the same code runs from its source folder and bundled into dist/server/. */
export const migrationsDir = join(projectRoot, 'migrations');
/** node-pg-migrate's record of the migrations applied. */
export const MIGRATIONS_TABLE = 'pgmigrations';
/**
 * Applies the pending migrations of migrations/. Instances that start together queue on node-pg-migrate's advisory
 * lock (`wait`): the first applies what is pending, the others then find nothing left to do. Its default, `fail`,
 * stopped the second instance of a cluster restarted at once (tests/cluster).
 */
export async function migrate(databaseUrl: string, log: (message: string) => void = () => undefined): Promise<void> {
  await runner({
    databaseUrl,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: MIGRATIONS_TABLE,
    singleTransaction: true,
    advisoryLockMode: 'wait',
    log,
  });
}
