import { allTerms, type Concept, type Meaning } from '../manual/germanAnalyser';
import type { TermIndex } from '../manual/termIndex';

/** Verbs and other words that are no noun weigh this much: nouns name the topic. */
export const NOT_NOUN_WEIGHT = 0.2;
/** A compound found by its parts ranks as this share of their sum: where it stands whole, it ranks first. */
const PART_WEIGHT = 0.5;
/** A word found only by a synonym ranks as this share: where the manual uses the word itself, it ranks first. */
const SYNONYM_WEIGHT = 0.8;

export interface Hit {
  score: number;
  /** How many of the question's words it meets. */
  concepts: number;
  /** The terms of the question it contains. */
  terms: Set<string>;
}

/**
 * Ranks the documents of an index (BM25+) for the content words of a question: each word by its terms as one
 * (stems, synonyms), or, for a compound, by its parts ('Berichtsdaten': Bericht, Daten), some of them less
 * than all; nouns fully, other words a fifth, all times `weight`. Adds to `hits`, so a thread's previous
 * question can rank the same documents.
 */
export function rankByConcepts(
  index: TermIndex,
  concepts: readonly Concept[],
  options: { filter: (id: string) => boolean; weight: number },
  hits: Map<string, Hit>,
): void {
  const scoresOf = (terms: readonly string[]) => {
    const scores = index.score(terms);
    for (const id of scores.keys()) {
      if (!options.filter(id)) scores.delete(id);
    }
    for (const term of terms) {
      for (const id of index.documentsWith(term)) {
        if (!scores.has(id)) continue;
        const hit = hits.get(id) ?? { score: 0, concepts: 0, terms: new Set<string>() };
        hit.terms.add(term);
        hits.set(id, hit);
      }
    }
    return scores;
  };
  /** The word itself counts fully, with its synonyms a little less, unless the manual lacks the word. */
  const meaningScores = (meaning: Meaning) => {
    const withSynonyms = scoresOf(allTerms(meaning));
    if (meaning.synonyms.length === 0 || index.documentFrequency(meaning.own) === 0) return withSynonyms;
    const own = scoresOf(meaning.own);
    for (const [id, score] of withSynonyms) withSynonyms.set(id, Math.max(own.get(id) ?? 0, SYNONYM_WEIGHT * score));
    return withSynonyms;
  };
  for (const concept of concepts) {
    const weight = options.weight * (concept.noun ? 1 : NOT_NOUN_WEIGHT);
    const scores = meaningScores(concept);
    const complete = new Set(scores.keys());
    const byParts = new Map<string, { sum: number; found: number }>();
    for (const part of concept.parts) {
      for (const [id, score] of meaningScores(part)) {
        const known = byParts.get(id) ?? { sum: 0, found: 0 };
        byParts.set(id, { sum: known.sum + score, found: known.found + 1 });
      }
    }
    // Some of the parts are less than all of them: 'Radar' alone is not what 'Radar-Passwort' means, and it
    // does not count as meeting the word.
    for (const [id, { sum, found }] of byParts) {
      const score = PART_WEIGHT * sum * (found / concept.parts.length);
      scores.set(id, Math.max(scores.get(id) ?? 0, score));
      if (found === concept.parts.length) complete.add(id);
    }
    for (const [id, score] of scores) {
      const hit = hits.get(id);
      if (!hit) continue;
      hit.score += weight * score;
      if (complete.has(id)) hit.concepts += 1;
    }
  }
}

/** The score of a hit, more the more of the question's words it meets (as MiniSearch ranks terms). */
export const coordinated = (hit: Hit) => hit.score * hit.concepts;
