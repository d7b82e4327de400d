import type { Retrieval } from './retrieve';

/**
 * Below this evidence (the best passage's raw search score per question term, see `Retrieval.evidence`) the
 * assistant says it found nothing instead of quoting the nearest passage. Chosen from the score distributions
 * that `npm run eval:assistant` prints (docs/assistant.md): the unanswerable questions end at 4.4, the
 * answerable ones that find their page start at 6.1; 5 lies between. Measure again when the manual or the
 * ranking changes much: the scores depend on both.
 */
export const MIN_EVIDENCE = 5;

/** Whether the manual does not answer the question well enough to quote it. */
export const shouldAbstain = (retrieval: Retrieval): boolean =>
  retrieval.passages.length === 0 || retrieval.evidence < MIN_EVIDENCE;
