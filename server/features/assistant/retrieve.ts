import type { SearchResult } from 'minisearch';
import { searchTermsOf } from '../manual/germanSearch';
import type { ManualIndexes, PassageDocument } from '../manual/manualIndex';

export interface RetrievedPassage extends PassageDocument {
  /** Rank among the retrieved passages (the passage's and its page's search rank, relative to the best). */
  score: number;
}

export interface Retrieval {
  /** Best first. */
  passages: RetrievedPassage[];
  /**
   * How much the retrieved passages are about the question itself: the best raw search score per question term
   * (see evidenceOf). Absolute, unlike `score`, so it can decide whether the manual answers at all (abstain.ts).
   */
  evidence: number;
  /** The passages of the best passage's section, in page order: what an answer may quote. */
  section: readonly PassageDocument[];
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
): Retrieval {
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
          id,
          pageId: String(result.pageId),
          title: String(result.title),
          heading: String(result.heading),
          section: Number(result.section),
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
  const passages = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES);
  const best = passages[0];
  return {
    passages,
    evidence: evidenceOf(indexes, passages, question),
    section: best ? indexes.sectionOf(best.pageId, best.section) : [],
  };
}

/** Two letters more or different, as in 'schalte' and 'schaltet', on words long enough to tell apart. */
const inflection = (term: string) => (term.length > 5 ? 2 : false);

/**
 * The highest raw score per term of the question among the retrieved passages, counting whole words and their
 * inflections only: a word that merely begins a longer one ('test' in 'testweise') ranks candidates but is no
 * evidence. The thread's previous question is left out on purpose: context may rank, never carry an answer.
 */
function evidenceOf(indexes: ManualIndexes, passages: readonly RetrievedPassage[], question: string): number {
  const ids = new Set(passages.map((passage) => passage.id));
  const hits = indexes.passages.search(question, {
    prefix: false,
    fuzzy: inflection,
    filter: (result) => ids.has(String(result.id)),
  });
  return (hits[0]?.score ?? 0) / Math.max(1, searchTermsOf(question).length);
}
