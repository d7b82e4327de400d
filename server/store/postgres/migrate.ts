import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url));

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
