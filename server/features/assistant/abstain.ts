import type { Retrieval } from './retrieve';

/**
 * The assistant says it found nothing instead of quoting the nearest passage when the best page holds less than
 * this share of the question's meaning (`Evidence.coverage`) …
 */
export const MIN_COVERAGE = 0.6;
/** … or when what it holds is too unspecific to be about anything ('Bericht Bericht', `Evidence.matched`). */
export const MIN_MATCHED = 1.3;

/** Whether the manual does not answer the question well enough to quote it. */
export const shouldAbstain = ({ passages, evidence }: Retrieval): boolean =>
  passages.length === 0 || evidence.coverage < MIN_COVERAGE || evidence.matched < MIN_MATCHED;
