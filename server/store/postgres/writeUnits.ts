import type { PoolClient } from 'pg';
import type { ReplicaWrites } from './replicaWrites';
import { IdTakenError, type StoreOp, type WriteUnit } from '../storePersistence';

type RecordId = string | number;

/** A record's key across collections (its proposed id, as text). */
export const keyOf = (op: StoreOp): string => JSON.stringify([op.c, String('put' in op ? op.put.id : op.del)]);

/** The ops in runs: those of one `Store.committed` unit together (its work is synchronous, so they follow on). */
function runsOf(ops: readonly StoreOp[]): { unit?: WriteUnit; ops: StoreOp[] }[] {
  const runs: { unit?: WriteUnit; ops: StoreOp[] }[] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (last && op.unit && last.unit === op.unit) last.ops.push(op);
    else runs.push({ unit: op.unit, ops: [op] });
  }
  return runs;
}

/**
 * Writes one transaction's ops. A unit runs under a savepoint: when one of its new records finds its id taken
 * (`IdTakenError`), the unit's changes are rolled back and the unit joins `refused`, and the rest of the
 * transaction goes on, so one race costs no other request its write. A later op on a refused record is dropped
 * (it built on the record that was not stored; its unit is refused too). Answers the keys of the refused records.
 */
export async function writeUnits(
  client: PoolClient,
  writes: ReplicaWrites,
  ops: readonly StoreOp[],
  stored: (op: StoreOp, id: RecordId) => void,
  refused: Set<WriteUnit>,
): Promise<Set<string>> {
  const refusedKeys = new Set<string>();
  for (const run of runsOf(ops)) {
    const { unit } = run;
    if (!unit) {
      for (const op of run.ops) if (!refusedKeys.has(keyOf(op))) stored(op, await writes.write(op));
      continue;
    }
    if (run.ops.some((op) => refusedKeys.has(keyOf(op)))) {
      refused.add(unit);
      for (const op of run.ops) refusedKeys.add(keyOf(op));
      continue;
    }
    await client.query('SAVEPOINT unit');
    try {
      const ids: RecordId[] = [];
      for (const op of run.ops) ids.push(await writes.write(op));
      await client.query('RELEASE SAVEPOINT unit');
      run.ops.forEach((op, index) => stored(op, ids[index]!));
    } catch (error) {
      if (!(error instanceof IdTakenError)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT unit');
      refused.add(unit);
      for (const op of run.ops) refusedKeys.add(keyOf(op));
    }
  }
  return refusedKeys;
}
