import type { Retrieval } from './retrieve';

/**
 * The assistant says it found nothing instead of quoting the nearest passage when the best page holds less than
 * this share of the question's meaning (`Evidence.coverage`) …
 */
export const MIN_COVERAGE = 0.6;
/**
 * … or less than this share where the section it quotes has two or more of the question's nouns themselves: two
 * of the manual's things named together pin the topic down, and a word the manual lacks beside them is more likely a
 * word of the asker ('Einheit der Volumen in der Vertriebsübersicht') than another topic.
 */
export const MIN_COVERAGE_OF_NOUNS = 0.5;
const NOUNS_THAT_PIN_A_TOPIC = 2;
/** … or when what it holds is too unspecific to be about anything ('Bericht Bericht', `Evidence.matched`). */
export const MIN_MATCHED = 1.3;

/** Whether the manual does not answer the question well enough to quote it. */
export function shouldAbstain({ passages, evidence }: Retrieval): boolean {
  if (passages.length === 0 || evidence.matched < MIN_MATCHED) return true;
  const minCoverage = evidence.nounsInSection >= NOUNS_THAT_PIN_A_TOPIC ? MIN_COVERAGE_OF_NOUNS : MIN_COVERAGE;
  return evidence.coverage < minCoverage;
}
