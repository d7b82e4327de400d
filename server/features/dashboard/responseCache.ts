import { createHash } from 'node:crypto';
import type { CollectionName } from '@shared/schemas';
import type { Store } from '../../store/store';

/** A serialised answer with its entity tag, both computed once per cached answer. */
export interface CachedAnswer {
  body: string;
  /** A weak tag of the body as Express makes it; set on the response, it spares Express hashing it on every send. */
  etag: string;
}

const weakEtag = (body: string) =>
  `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

/**
 * Serialised answers keyed by user and request, valid while none of the collections they are computed from
 * changes: a grant, a favourite or a reload of db.json starts afresh, a login or a tracked view elsewhere does not.
 * At most `limit` answers are kept; the oldest go first.
 */
export function responseCache(store: Store, computedFrom: readonly CollectionName[], limit = 5_000) {
  let version = -1;
  const answers = new Map<string, CachedAnswer>();
  return (key: string, compute: () => unknown): CachedAnswer => {
    const current = store.collectionsVersion(computedFrom);
    if (version !== current) {
      answers.clear();
      version = current;
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      const body = JSON.stringify(compute());
      answer = { body, etag: weakEtag(body) };
      if (answers.size >= limit) answers.delete(answers.keys().next().value ?? '');
      answers.set(key, answer);
    }
    return answer;
  };
}
