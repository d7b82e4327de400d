import type { Concept } from '../manual/germanAnalyser';
import type { ManualIndexes, PassageDocument } from '../manual/manualIndex';
import { coordinated, NOT_NOUN_WEIGHT, rankByConcepts, type Hit } from './rankByConcepts';

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

/** The best passages for a question among the pages the user may see, the thread's last question as context. */
export function retrieve(
  indexes: ManualIndexes,
  visible: ReadonlySet<string>,
  question: string,
  previousQuestion?: string,
): Retrieval {
  const concepts = indexes.analyser.concepts(question);
  const context = previousQuestion ? indexes.analyser.concepts(previousQuestion) : [];
  const readable = (id: string) => visible.has(indexes.passage(id)?.pageId ?? '');
  const passageHits = new Map<string, Hit>();
  rankByConcepts(indexes.passageTerms, concepts, { filter: readable, weight: 1 }, passageHits);
  rankByConcepts(indexes.passageTerms, context, { filter: readable, weight: CONTEXT_WEIGHT }, passageHits);
  // A passage counts more on a page that as a whole (title first) is about the question.
  const pageHits = new Map<string, Hit>();
  rankByConcepts(indexes.pageTerms, concepts, { filter: (id) => visible.has(id), weight: 1 }, pageHits);
  const topPage = Math.max(1e-9, ...[...pageHits.values()].map(coordinated));
  const topPassage = Math.max(1e-9, ...[...passageHits.values()].map(coordinated));
  const ranked = [...passageHits].flatMap(([id, hit]): RetrievedPassage[] => {
    const passage = indexes.passage(id);
    if (!passage) return [];
    const pageHit = pageHits.get(passage.pageId);
    const pageScore = pageHit ? coordinated(pageHit) / topPage : 0;
    return [{ ...passage, score: coordinated(hit) / topPassage + PAGE_WEIGHT * pageScore }];
  });
  const passages = ranked.sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES);
  const best = passages[0];
  const foundOnBestPage = new Set(
    [...passageHits]
      .filter(([id]) => indexes.passage(id)?.pageId === best?.pageId)
      .flatMap(([, hit]) => [...hit.terms]),
  );
  return {
    passages,
    evidence: evidenceOf(indexes, concepts, context, foundOnBestPage),
    section: best ? indexes.sectionOf(best.pageId, best.section) : [],
  };
}

/**
 * How specific a word is among the passages: all its terms together, or, for a compound the manual does not
 * use, its rarest part; a word (or a part) no passage has is as specific as the rarest.
 */
function specificityOf(indexes: ManualIndexes, whole: readonly string[], parts: readonly string[][]): number {
  const ofWhole = indexes.passageTerms.specificity(whole);
  if (ofWhole !== undefined) return ofWhole;
  const ofParts = parts.map((part) => indexes.passageTerms.specificity(part) ?? UNKNOWN_WORD_SPECIFICITY);
  return ofParts.length > 0 ? Math.max(...ofParts) : UNKNOWN_WORD_SPECIFICITY;
}

/** Each content word: how specific (nouns count fully, other words a fifth) and whether the page has it. */
function wordsFound(
  indexes: ManualIndexes,
  concepts: readonly Concept[],
  found: ReadonlySet<string>,
): Evidence['words'] {
  return concepts.map(({ word, noun, whole, parts, misspelt }) => {
    const specificity = specificityOf(indexes, whole, parts);
    const has = (part: readonly string[]) => part.some((term) => found.has(term));
    // A compound counts as found when it is, or all its parts are (some are not enough); if the manual has
    // the compound itself ('Verbandsanalysen'), only where it stands, not where its parts do.
    const manualHasWhole = indexes.passageTerms.specificity(whole) !== undefined;
    const wholly = has(whole) || (!manualHasWhole && parts.length > 0 && parts.every(has));
    const how = wholly ? (misspelt ? ('typo' as const) : ('exact' as const)) : false;
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
  found: ReadonlySet<string>,
): Evidence {
  const words = wordsFound(indexes, concepts, found);
  const total = words.reduce((sum, word) => sum + word.specificity, 0);
  const own = weightFound(words);
  const coverage = total === 0 ? 0 : own / total;
  return { coverage, matched: own + CONTEXT_WEIGHT * weightFound(wordsFound(indexes, context, found)), words };
}
