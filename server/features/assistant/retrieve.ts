import type { SearchResult } from 'minisearch';
import type { ManualIndexes, PassageDocument } from '../manual/manualIndex';

export interface RetrievedPassage extends Omit<PassageDocument, 'id'> {
  score: number;
}

const MAX_PASSAGES = 6;
/** Weight of the previous question of the thread, so a follow-up ('Und wie lösche ich ihn?') keeps its topic. */
const CONTEXT_WEIGHT = 0.35;
/** Weight of the page's own rank for the question next to the passage's rank. */
const PAGE_WEIGHT = 0.8;

/** The best passages for a question among the pages the user may see, the thread's last question as context. */
export function retrieve(
  indexes: ManualIndexes,
  visible: ReadonlySet<string>,
  question: string,
  previousQuestion?: string,
): RetrievedPassage[] {
  const filter = (result: SearchResult) => visible.has(String(result.pageId));
  const scores = new Map<string, RetrievedPassage>();
  const add = (query: string, weight: number) => {
    for (const result of indexes.passages.search(query, { filter })) {
      const id = String(result.id);
      const known = scores.get(id);
      const score = result.score * weight;
      if (known) known.score += score;
      else {
        scores.set(id, {
          pageId: String(result.pageId),
          title: String(result.title),
          heading: String(result.heading),
          text: String(result.text),
          score,
        });
      }
    }
  };
  add(question, 1);
  if (previousQuestion) add(previousQuestion, CONTEXT_WEIGHT);
  // A passage counts more on a page that as a whole (title first) is about the question.
  const pageHits = indexes.pages.search(question, { filter: (result) => visible.has(String(result.id)) });
  const topPage = pageHits[0]?.score ?? 1;
  const topPassage = Math.max(1e-9, ...[...scores.values()].map((p) => p.score));
  const pageScore = new Map(pageHits.map((hit) => [String(hit.id), hit.score / topPage]));
  for (const passage of scores.values()) {
    passage.score = passage.score / topPassage + PAGE_WEIGHT * (pageScore.get(passage.pageId) ?? 0);
  }
  return [...scores.values()].sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES);
}
