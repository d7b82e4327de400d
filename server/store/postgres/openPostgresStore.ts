import type { Database } from './database';
import { migrate } from './migrate';
import { PgCollectionStore } from './pgCollectionStore';
import { PgReplica } from './pgReplica';
import type { CollectionStore } from '../collectionStore';
import type { Store } from '../store';

/**
 * The data API's store when DATABASE_URL is set: pending migrations applied first (node-pg-migrate's lock lets
 * several instances start at once). Each committed write is read into `features`, this instance's replica, before
 * it answers (docs/decisions/097).
 */
export async function openPostgresStore(database: Database, features: Store): Promise<CollectionStore> {
  await migrate(database.url);
  const replica = features.persistence;
  if (!(replica instanceof PgReplica)) throw new Error('Mit DATABASE_URL ist der Speicher der Features ein PgReplica.');
  return new PgCollectionStore(
    database.pool,
    (changed, origin, own) => replica.refresh(changed, origin, own),
    () => replica.noticesReceived(),
  );
}
