import type { Concept, GermanAnalyser } from '../manual/germanAnalyser';
import type { PassageDocument } from '../manual/manualIndex';

/** 'Was ist ein Visual?', 'Was bedeutet ZBV?', 'Was versteht man unter einem Berichtskonto?' */
const definitionQuestion =
  /^\s*(was\s+(ist|sind|bedeutet|bedeuten|hei(ß|ss)t|meint|versteht\s+man\s+unter)|wof(ü|u)r\s+steht)\b/i;
/** A passage that defines a term names it first, then a colon: 'Visual: Einzelnes Diagramm …'. */
const definedTerm = /^\s*([\p{L}\p{N}-]+):/u;

/**
 * The question's one noun if it asks what that noun means; a passage defining it then answers it better than
 * one that only uses the word ('Kennzahl-Kachel: zeigt ein einzelnes Visual').
 */
export function askedToDefine(question: string, concepts: readonly Concept[]): Concept | undefined {
  const nouns = concepts.filter((concept) => concept.noun);
  return definitionQuestion.test(question) && nouns.length === 1 ? nouns[0] : undefined;
}

/** Whether a passage defines the word: its term is the word, in any inflection. */
export function defines(analyser: GermanAnalyser, passage: PassageDocument, word: Concept): boolean {
  const term = definedTerm.exec(passage.ownText)?.[1];
  if (!term) return false;
  const terms = analyser.termsOf(term);
  return word.own.length > 0 && word.own.every((stem) => terms.includes(stem));
}
