import type { CollectionName } from '../../../src/shared/schemas';
import type { Store } from '../../store/store';

/**
 * Serialised answers keyed by user and request, valid while none of the collections they are computed from
 * changes: a grant, a favourite or a reload of db.json starts afresh, a login or a tracked view elsewhere does not.
 * At most `limit` answers are kept; the oldest go first.
 */
export function responseCache(store: Store, computedFrom: readonly CollectionName[], limit = 5_000) {
  let version = -1;
  const answers = new Map<string, string>();
  return (key: string, compute: () => unknown): string => {
    const current = store.collectionsVersion(computedFrom);
    if (version !== current) {
      answers.clear();
      version = current;
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = JSON.stringify(compute());
      if (answers.size >= limit) answers.delete(answers.keys().next().value ?? '');
      answers.set(key, answer);
    }
    return answer;
  };
}
