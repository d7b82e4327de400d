import { allTerms, type Concept, type Meaning } from '../manual/germanAnalyser';
import { sectionKey, type ManualIndexes, type PassageDocument } from '../manual/manualIndex';
import { askedToDefine, defines } from './definitions';
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
  /** How many of the question's nouns themselves stand in the section an answer quotes. */
  nounsInSection: number;
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
/** Passages of one page among them, so they name more than one page (the answer refers to up to three). */
const MAX_PASSAGES_PER_PAGE = 2;
/** Weight of the previous question of the thread, so a follow-up ('Und wie lösche ich ihn?') keeps its topic. */
const CONTEXT_WEIGHT = 0.35;
/** Weights of the ranks of a passage itself, of its section and of its page. */
const PASSAGE_WEIGHT = 0.5;
const SECTION_WEIGHT = 1;
const PAGE_WEIGHT = 0.5;
/** Added to the rank of a passage that defines the word a question asks the meaning of. */
const DEFINITION_WEIGHT = 0.5;

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
  // A passage counts more in a section and on a page that as a whole (title first) are about the question.
  const sectionHits = new Map<string, Hit>();
  const readableSection = (id: string) => visible.has(id.split('/')[0] ?? '');
  rankByConcepts(indexes.sectionTerms, concepts, { filter: readableSection, weight: 1 }, sectionHits);
  rankByConcepts(indexes.sectionTerms, context, { filter: readableSection, weight: CONTEXT_WEIGHT }, sectionHits);
  const pageHits = new Map<string, Hit>();
  rankByConcepts(indexes.pageTerms, concepts, { filter: (id) => visible.has(id), weight: 1 }, pageHits);
  const relative = (hits: Map<string, Hit>) => {
    const top = Math.max(1e-9, ...[...hits.values()].map(coordinated));
    return (id: string) => {
      const hit = hits.get(id);
      return hit ? coordinated(hit) / top : 0;
    };
  };
  const [passageScore, sectionScore, pageScore] = [passageHits, sectionHits, pageHits].map(relative);
  const defined = askedToDefine(question, concepts);
  const ranked = [...passageHits.keys()].flatMap((id): RetrievedPassage[] => {
    const passage = indexes.passage(id);
    if (!passage) return [];
    const score =
      PASSAGE_WEIGHT * (passageScore?.(id) ?? 0) +
      SECTION_WEIGHT * (sectionScore?.(sectionKey(passage.pageId, passage.section)) ?? 0) +
      PAGE_WEIGHT * (pageScore?.(passage.pageId) ?? 0) +
      (defined && defines(indexes.analyser, passage, defined) ? DEFINITION_WEIGHT : 0);
    return [{ ...passage, score }];
  });
  const perPage = new Map<string, number>();
  const passages = ranked
    .sort((a, b) => b.score - a.score)
    .filter(({ pageId }) => {
      perPage.set(pageId, (perPage.get(pageId) ?? 0) + 1);
      return (perPage.get(pageId) ?? 0) <= MAX_PASSAGES_PER_PAGE;
    })
    .slice(0, MAX_PASSAGES);
  const best = passages[0];
  const onBestPage = [...passageHits].filter(([id]) => indexes.passage(id)?.pageId === best?.pageId);
  const inBestSection = onBestPage.filter(([id]) => indexes.passage(id)?.section === best?.section);
  const nounsInSection = wordsFound(
    indexes,
    concepts,
    inBestSection.map(([, hit]) => hit.terms),
  ).filter(({ noun, found }) => noun && found === 'exact').length;
  return {
    passages,
    evidence: {
      ...evidenceOf(
        indexes,
        concepts,
        context,
        onBestPage.map(([, hit]) => hit.terms),
      ),
      nounsInSection,
    },
    section: best ? indexes.sectionOf(best.pageId, best.section) : [],
  };
}

/**
 * How specific a word is among the passages: the word itself, or, if the manual lacks it, with its synonyms,
 * or, for a compound the manual does not use, its rarest part; a word (or a part) no passage has is as specific
 * as the rarest.
 */
function specificityOf(indexes: ManualIndexes, meaning: Meaning, parts: readonly Meaning[] = []): number {
  const { specificity } = indexes.passageTerms;
  const ofWhole = specificity(meaning.own) ?? specificity(allTerms(meaning));
  if (ofWhole !== undefined) return ofWhole;
  const ofParts = parts.map((part) => specificityOf(indexes, part));
  return ofParts.length > 0 ? Math.max(...ofParts) : UNKNOWN_WORD_SPECIFICITY;
}

/**
 * Each content word: how specific (nouns count fully, other words a fifth) and whether the page has it; a
 * compound counts as found where it stands or where all its parts stand in one passage ('Namen der Berichte'
 * for 'Berichtsnamen'), not where some parts stand apart ('Verband' here, 'Analyse' there).
 */
function wordsFound(
  indexes: ManualIndexes,
  concepts: readonly Concept[],
  passages: readonly ReadonlySet<string>[],
): Evidence['words'] {
  return concepts.map((concept) => {
    const { word, noun, parts, misspelt } = concept;
    const specificity = specificityOf(indexes, concept, parts);
    const has = (passage: ReadonlySet<string>) => (meaning: Meaning) =>
      allTerms(meaning).some((term) => passage.has(term));
    const found = passages.some((passage) => has(passage)(concept) || (parts.length > 0 && parts.every(has(passage))));
    const how = found ? (misspelt ? ('typo' as const) : ('exact' as const)) : false;
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
  found: readonly ReadonlySet<string>[],
): Omit<Evidence, 'nounsInSection'> {
  const words = wordsFound(indexes, concepts, found);
  const total = words.reduce((sum, word) => sum + word.specificity, 0);
  const own = weightFound(words);
  const coverage = total === 0 ? 0 : own / total;
  return { coverage, matched: own + CONTEXT_WEIGHT * weightFound(wordsFound(indexes, context, found)), words };
}
