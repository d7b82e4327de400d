import type { Store } from '../../store/store';

/**
 * Serialised answers keyed by user and request, valid for one store version: any change (a grant, a favourite,
 * a reload of db.json) starts afresh. At most `limit` answers are kept; the oldest go first.
 */
export function responseCache(store: Store, limit = 5_000) {
  let version = -1;
  const answers = new Map<string, string>();
  return (key: string, compute: () => unknown): string => {
    if (version !== store.version) {
      answers.clear();
      version = store.version;
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
