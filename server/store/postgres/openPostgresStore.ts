import type { Pool } from 'pg';
import type { Database } from './database';
import { migrate } from './migrate';
import { PgCollectionStore } from './pgCollectionStore';
import { PgReplica } from './pgReplica';
import type { CollectionStore } from '../collectionStore';
import type { Store } from '../store';

/**
 * The data API's store when DATABASE_URL is set: pending migrations applied first (node-pg-migrate's lock lets
 * several instances start at once).
 */
export async function openPostgresStore(database: Database, features: Store): Promise<CollectionStore> {
  await migrate(database.url);
  return dataApiFeeding(database.pool, features);
}

/**
 * The data API over `pool`, each committed write taken into `features`, this instance's replica, before it
 * answers (docs/decisions/097): a batch of inserts as written, anything else read back (decision 106).
 */
export function dataApiFeeding(pool: Pool, features: Store): PgCollectionStore {
  const replica = features.persistence;
  if (!(replica instanceof PgReplica)) throw new Error('Mit DATABASE_URL ist der Speicher der Features ein PgReplica.');
  return new PgCollectionStore(
    pool,
    (changed, origin, own) => replica.refresh(changed, origin, own),
    () => replica.noticesReceived(),
  );
}
