import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../store/postgres/migrate';
import { postgresAvailable, postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

/** The PostgreSQL variant of a contract suite: its name (saying why when it is skipped) and whether it is skipped. */
export const postgresVariant = {
  name: postgresAvailable ? 'PostgreSQL' : `PostgreSQL (übersprungen: keine Programme unter ${postgresBin})`,
  skip: !postgresAvailable,
};

/**
 * For a test file on PostgreSQL: a migrated database in the run's throw-away cluster (made in `beforeAll`, skipped
 * without PostgreSQL), of which `next()` makes a fresh copy named `<prefix>_<n>` and `copy(name)` one named so: each
 * test starts clean without migrating again. Answers the copy's URL.
 */
export function migratedDatabases(prefix: string): {
  next: () => Promise<string>;
  copy: (name: string) => Promise<string>;
} {
  let cluster: ThrowawayPostgres | undefined;
  let copies = 0;
  beforeAll(async () => {
    if (!postgresAvailable) return;
    cluster = await startThrowawayPostgres();
    await migrate(await cluster.createDatabase('migrated'));
  }, 60_000);
  afterAll(() => cluster?.stop());
  const copy = (name: string) => {
    if (!cluster) throw new Error('Kein PostgreSQL-Testcluster: migratedDatabases außerhalb von beforeAll benutzt?');
    return cluster.createDatabase(name, 'migrated');
  };
  return { next: () => copy(`${prefix}_${(copies += 1)}`), copy };
}
