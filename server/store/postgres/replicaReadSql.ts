/**
 * The statements of a replica's read of changed records (`PgReplica.readRecords`), planned with their values:
 * `$1` the collection, `$2` ids.
 *
 * The lowest `seq` among the ids, through the primary key: as a plain `min(seq)` the planner walks the `(collection,
 * seq)` index from the collection's first record until it meets one of the ids, which are new records at its end
 * (the whole audit log, 1–6 ms a read at 100,000 entries). The subquery that cannot be flattened (`OFFSET 0`) keeps
 * the ids' lookup apart from the minimum.
 */
export const FIRST_SEQ_SQL =
  'SELECT min(seq) AS seq FROM (SELECT seq FROM records WHERE collection = $1 AND id = ANY($2) OFFSET 0) AS held';

/**
 * The records of the ids and every record from `seq` `$3` on (the tail; none when `$3` is null), in `seq` order. The
 * first `seq` comes as a value from FIRST_SEQ_SQL: as a subquery of this statement its value was unknown when it was
 * planned, the tail looked like a third of the collection, and the partition was scanned whole.
 */
export const RECORDS_WITH_TAIL_SQL = `SELECT id, doc, false AS in_tail, seq FROM records
  WHERE collection = $1 AND id = ANY($2) AND NOT coalesce(seq >= $3, false)
  UNION ALL
  SELECT id, doc, true, seq FROM records WHERE collection = $1 AND seq >= $3
  ORDER BY seq`;
