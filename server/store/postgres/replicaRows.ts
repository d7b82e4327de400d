import type { StoreOp } from '../storePersistence';

type Row = Record<string, unknown>;

/**
 * A collection with the given records re-read from PostgreSQL: a present one replaces the record of its id in place
 * (a replace keeps its `seq`) or, new, joins the end (a new record has the highest `seq`); an absent one is removed.
 */
export function withRowsRead(records: readonly Row[], ids: Iterable<string>, read: ReadonlyMap<string, Row>): Row[] {
  const wanted = new Set(ids);
  const result: Row[] = [];
  const placed = new Set<string>();
  const place = (id: string) => {
    const row = read.get(id);
    if (row && !placed.has(id)) {
      result.push(row);
      placed.add(id);
    }
  };
  for (const record of records) {
    const id = String(record.id);
    if (wanted.has(id)) place(id);
    else result.push(record);
  }
  for (const id of wanted) place(id);
  return result;
}

/** The records with this replica's changes not yet committed applied again, in order (a put by id, a delete). */
export function withOpsApplied(records: readonly Row[], collection: string, ops: readonly StoreOp[]): Row[] {
  const mine = ops.filter((op) => op.c === collection);
  if (mine.length === 0) return [...records];
  const result: (Row | undefined)[] = [...records];
  const at = new Map(result.map((record, index) => [String(record!.id), index]));
  for (const op of mine) {
    const id = String('put' in op ? op.put.id : op.del);
    const index = at.get(id);
    if ('del' in op) {
      if (index !== undefined) result[index] = undefined;
      at.delete(id);
    } else if (index !== undefined) result[index] = op.put;
    else at.set(id, result.push(op.put) - 1);
  }
  return result.filter((record): record is Row => record !== undefined);
}

/**
 * A collection whose end was read again from PostgreSQL (`tail`: every record from a given `seq` on, in order):
 * the records of the tail and those of `ids` leave their places, the tail follows the rest.
 */
export function withTailRead(records: readonly Row[], ids: Iterable<string>, tail: readonly Row[]): Row[] {
  const replaced = new Set([...ids, ...tail.map((record) => String(record.id))]);
  return [...records.filter((record) => !replaced.has(String(record.id))), ...tail];
}
