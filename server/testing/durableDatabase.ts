import type { Database } from '@shared/schemas';
import { readDatabaseFile } from '../store/readDatabaseFile';

/** What a running server has acknowledged: db.json with its journal replayed (compaction folds it in later). */
export function readDurableDatabase(dbFile: string): Database {
  const result = readDatabaseFile(dbFile, true);
  if (!result.ok) throw new Error(`${dbFile} mit Journal ungültig: ${JSON.stringify(result.problems)}`);
  return result.data;
}
