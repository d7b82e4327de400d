import type { SearchOptions, SearchResult } from 'minisearch';
import type { Concept } from '../manual/germanAnalyser';
import { typoTolerance } from '../manual/germanSearch';
import type { ManualIndexes, PassageDocument } from '../manual/manualIndex';

export interface RetrievedPassage extends PassageDocument {
  /** Rank among the retrieved passages (the passage's and its page's search rank, relative to the best). */
  score: number;
}

/** How well the best page answers the question itself (abstain.ts decides on it). */
export interface Evidence {
  /** Share of the question's meaning found on the best page: its content words weighted by specificity, 0–1. */
  coverage: number;
  /** The specificity of the words found there: a question of one common word ('Bericht?') says little. */
  matched: number;
  /** Each content word of the question: how specific it is and whether the best page has it (or it with a typo). */
  words: { word: string; specificity: number; noun: boolean; found: 'exact' | 'typo' | false }[];
}

/** A word no passage contains: as specific as the rarest words of the manual. */
export const UNKNOWN_WORD_SPECIFICITY = 5;
/** Verbs and other words that are no noun weigh this much of their specificity: nouns name the topic. */
const NOT_NOUN_WEIGHT = 0.2;
/**
 * A word found only with a typo counts fully from seven letters on ('Dashbord', 'Favoritn'), half below: one
 * letter makes a short word another ('Abend' is one letter from 'absend').
 */
const typoWeight = (word: string) => (word.length >= 7 ? 1 : 0.5);

export interface Retrieval {
  /** Best first. */
  passages: RetrievedPassage[];
  evidence: Evidence;
  /** The passages of the best passage's section, in page order: what an answer may quote. */
  section: readonly PassageDocument[];
}

const MAX_PASSAGES = 6;
/** Weight of the previous question of the thread, so a follow-up ('Und wie lösche ich ihn?') keeps its topic. */
const CONTEXT_WEIGHT = 0.35;
/** Weight of the page's own rank for the question next to the passage's rank. */
const PAGE_WEIGHT = 0.8;
/** Page titles and section headings say what a passage is about. */
const PASSAGE_BOOST = { title: 2, heading: 2 };

/** The analysed terms of the concepts, to be searched as they are. */
const queryOf = (concepts: readonly Concept[]) => concepts.flatMap((concept) => concept.terms).join(' ');

/**
 * Whole terms with typo tolerance, no prefixes ('test' must not find 'testweise'); the terms of nouns rank
 * fully, those of other words as much as they count as evidence.
 */
const conceptSearch = (concepts: readonly Concept[], filter: (result: SearchResult) => boolean): SearchOptions => {
  const nounTerms = new Set(concepts.filter((concept) => concept.noun).flatMap((concept) => concept.terms));
  return {
    tokenize: (query) => query.split(' '),
    processTerm: (term) => term,
    boostTerm: (term) => (nounTerms.has(term) ? 1 : NOT_NOUN_WEIGHT),
    prefix: false,
    fuzzy: typoTolerance,
    combineWith: 'OR',
    filter,
  };
};

/** The best passages for a question among the pages the user may see, the thread's last question as context. */
export function retrieve(
  indexes: ManualIndexes,
  visible: ReadonlySet<string>,
  question: string,
  previousQuestion?: string,
): Retrieval {
  const filter = (result: SearchResult) => visible.has(String(result.pageId));
  const concepts = indexes.analyser.concepts(question);
  const scores = new Map<string, RetrievedPassage>();
  const matchedTerms = new Map<string, { exact: Set<string>; typo: Set<string> }>();
  const add = (questionConcepts: readonly Concept[], weight: number) => {
    if (questionConcepts.length === 0) return;
    const options = { ...conceptSearch(questionConcepts, filter), boost: PASSAGE_BOOST };
    for (const result of indexes.passages.search(queryOf(questionConcepts), options)) {
      const id = String(result.id);
      {
        const exact = new Set(result.queryTerms.filter((term) => term in result.match));
        const typo = new Set(result.queryTerms.filter((term) => !exact.has(term)));
        const known = matchedTerms.get(id);
        matchedTerms.set(id, {
          exact: new Set([...(known?.exact ?? []), ...exact]),
          typo: new Set([...(known?.typo ?? []), ...typo]),
        });
      }
      const known = scores.get(id);
      const score = result.score * weight;
      if (known) known.score += score;
      else scores.set(id, { ...passageOf(result), score });
    }
  };
  const context = previousQuestion ? indexes.analyser.concepts(previousQuestion) : [];
  add(concepts, 1);
  add(context, CONTEXT_WEIGHT);
  // A passage counts more on a page that as a whole (title first) is about the question.
  const pageHits =
    concepts.length === 0
      ? []
      : indexes.pages.search(
          queryOf(concepts),
          conceptSearch(concepts, (result) => visible.has(String(result.id))),
        );
  const topPage = pageHits[0]?.score ?? 1;
  const topPassage = Math.max(1e-9, ...[...scores.values()].map((p) => p.score));
  const pageScore = new Map(pageHits.map((hit) => [String(hit.id), hit.score / topPage]));
  for (const passage of scores.values()) {
    passage.score = passage.score / topPassage + PAGE_WEIGHT * (pageScore.get(passage.pageId) ?? 0);
  }
  const passages = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES);
  const best = passages[0];
  const onBestPage = [...scores.values()]
    .filter((passage) => passage.pageId === best?.pageId)
    .flatMap((passage) => matchedTerms.get(passage.id) ?? []);
  const foundOnBestPage = {
    exact: new Set(onBestPage.flatMap((found) => [...found.exact])),
    typo: new Set(onBestPage.flatMap((found) => [...found.typo])),
  };
  return {
    passages,
    evidence: evidenceOf(indexes, concepts, context, foundOnBestPage),
    section: best ? indexes.sectionOf(best.pageId, best.section) : [],
  };
}

const passageOf = (result: SearchResult): PassageDocument => ({
  id: String(result.id),
  pageId: String(result.pageId),
  title: String(result.title),
  heading: String(result.heading),
  section: Number(result.section),
  text: String(result.text),
});

type Found = { exact: ReadonlySet<string>; typo: ReadonlySet<string> };

/** Each content word: how specific (nouns count fully, other words a fifth) and whether the page has it. */
function wordsFound(indexes: ManualIndexes, concepts: readonly Concept[], found: Found): Evidence['words'] {
  return concepts.map(({ word, terms, noun, whole, parts }) => {
    const known = terms.flatMap((term) => indexes.specificity(term) ?? []);
    const specificity = known.length > 0 ? Math.max(...known) : UNKNOWN_WORD_SPECIFICITY;
    const has = (set: ReadonlySet<string>) => (part: readonly string[]) => part.some((term) => set.has(term));
    // A compound counts as found when it is, or all its parts are; some of its parts are not enough.
    const wholly = (set: ReadonlySet<string>) => has(set)(whole) || (parts.length > 0 && parts.every(has(set)));
    const how = wholly(found.exact)
      ? ('exact' as const)
      : wholly(new Set([...found.exact, ...found.typo])) && ('typo' as const);
    return { word, specificity: specificity * (noun ? 1 : NOT_NOUN_WEIGHT), noun, found: how };
  });
}

const weightFound = (words: Evidence['words']) =>
  words.reduce(
    (sum, { word, specificity, found }) =>
      sum + (found === 'exact' ? specificity : found ? typoWeight(word) * specificity : 0),
    0,
  );

/**
 * Which of the question's content words the best page contains (itself, a stem, a compound part, a synonym or
 * with a small typo), weighted by how specific each word is: a word the manual never uses ('Urlaub', 'Lasagne')
 * weighs the most, so a question about something else is not answered because a verb of it occurs. Coverage
 * counts the question alone: context may rank and support a follow-up ('Und wie lösche ich es?'), but a
 * question whose own words are not on the page is never answered because of the question before it.
 */
function evidenceOf(
  indexes: ManualIndexes,
  concepts: readonly Concept[],
  context: readonly Concept[],
  found: Found,
): Evidence {
  const words = wordsFound(indexes, concepts, found);
  const total = words.reduce((sum, word) => sum + word.specificity, 0);
  const own = weightFound(words);
  const coverage = total === 0 ? 0 : own / total;
  return { coverage, matched: own + CONTEXT_WEIGHT * weightFound(wordsFound(indexes, context, found)), words };
}
