type Id = string | number;

export interface Relation {
  id: Id;
  accountId: Id;
}

export interface MassChangePlan<R extends Relation> {
  /** Pairs to create, with the ids as the request gave them. */
  create: { accountId: Id; targetId: Id }[];
  remove: R[];
  unchanged: number;
}

/**
 * What granting or revoking `targetIds` for `accountIds` changes in a relation collection: grants only create
 * missing pairs, revocations only remove existing ones; everything else is unchanged.
 */
export function planMassChange<R extends Relation>(
  records: readonly R[],
  targetOf: (record: R) => Id,
  mode: 'grant' | 'revoke',
  accountIds: readonly Id[],
  targetIds: readonly Id[],
): MassChangePlan<R> {
  const key = (accountId: Id, targetId: Id) => `${String(accountId)}|${String(targetId)}`;
  const wanted = new Map(
    accountIds.flatMap((accountId) => targetIds.map((targetId) => [key(accountId, targetId), { accountId, targetId }])),
  );
  const matching = records.filter((record) => wanted.has(key(record.accountId, targetOf(record))));
  if (mode === 'revoke') return { create: [], remove: matching, unchanged: wanted.size - matching.length };
  const existing = new Set(matching.map((record) => key(record.accountId, targetOf(record))));
  const create = [...wanted].filter(([pairKey]) => !existing.has(pairKey)).map(([, value]) => value);
  return { create, remove: [], unchanged: existing.size };
}
