import { join } from 'node:path';
import { runner } from 'node-pg-migrate';
import { projectRoot } from '../../projectRoot';

/** From the project root: the same code runs from its source folder and bundled into dist/server/. */
const migrationsDir = join(projectRoot, 'migrations');
/** Applies the pending migrations of migrations/ (node-pg-migrate holds an advisory lock, so instances may race). */
export async function migrate(databaseUrl: string, log: (message: string) => void = () => undefined): Promise<void> {
  await runner({
    databaseUrl,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    singleTransaction: true,
    log,
  });
}
