import { tokenizeGerman } from './germanWords';

export interface IndexedDocument {
  id: string;
  /** Texts with how much a word in them counts: a title or heading says more of what the document is about. */
  fields: readonly {
    text: string;
    weight: number;
    /** Only the words themselves, not their compound parts: a label the manual does not write. */
    wholeWords?: boolean;
  }[];
}

/** BM25+ parameters as MiniSearch uses them. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/**
 * BM25+ over documents read by the German analyser, where the terms of one word of a question (its stems,
 * compound parts and synonyms) are looked up as one term: a document counts each of its words once, however
 * many of the terms it has ('Modulkacheln' is one mention of 'Kachel', not three), and the word is as specific
 * as all its terms together (so a rare synonym does not make a common word rare).
 */
export class TermIndex {
  /** term → document → the positions of the words that have it, with how much each stands for it. */
  private readonly postings = new Map<string, Map<string, Map<number, number>>>();
  /** document → the weight of the word at each position (its field's). */
  private readonly weights = new Map<string, number[]>();
  private readonly lengths = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    documents: readonly IndexedDocument[],
    termsOf: (token: string) => readonly { term: string; weight: number }[],
  ) {
    for (const { id, fields } of documents) {
      const weights: number[] = [];
      for (const { text, weight, wholeWords = false } of fields) {
        for (const token of tokenizeGerman(text)) {
          const terms = termsOf(token).filter((term) => !wholeWords || term.weight === 1);
          if (terms.length === 0) continue;
          for (const { term, weight: share } of terms) {
            const byDocument = this.postings.get(term) ?? new Map<string, Map<number, number>>();
            byDocument.set(id, (byDocument.get(id) ?? new Map<number, number>()).set(weights.length, share));
            this.postings.set(term, byDocument);
          }
          weights.push(weight);
        }
      }
      this.weights.set(id, weights);
      this.lengths.set(
        id,
        weights.reduce((sum, weight) => sum + weight, 0),
      );
    }
    const total = [...this.lengths.values()].reduce((sum, length) => sum + length, 0);
    this.averageLength = total / Math.max(1, this.lengths.size);
  }

  /** Per document, the weighted count of its words that have any of the terms. */
  occurrences(terms: readonly string[]): Map<string, number> {
    const shares = new Map<string, Map<number, number>>();
    for (const term of terms) {
      for (const [id, at] of this.postings.get(term) ?? []) {
        const known = shares.get(id) ?? new Map<number, number>();
        for (const [position, share] of at) known.set(position, Math.max(known.get(position) ?? 0, share));
        shares.set(id, known);
      }
    }
    const counts = new Map<string, number>();
    for (const [id, at] of shares) {
      const weights = this.weights.get(id) ?? [];
      counts.set(
        id,
        [...at].reduce((sum, [position, share]) => sum + share * (weights[position] ?? 0), 0),
      );
    }
    return counts;
  }

  /** The documents that have the term. */
  documentsWith = (term: string): Iterable<string> => this.postings.get(term)?.keys() ?? [];

  /** How many documents have any of the terms. */
  documentFrequency = (terms: readonly string[]): number => this.occurrences(terms).size;

  /** The inverse document frequency of the terms taken together; undefined if no document has any. */
  specificity = (terms: readonly string[]): number | undefined => {
    const frequency = this.documentFrequency(terms);
    return frequency === 0 ? undefined : Math.log((this.lengths.size + 1) / frequency);
  };

  /** The BM25+ score of each document that has any of the terms, the terms counted as one. */
  score(terms: readonly string[]): Map<string, number> {
    const occurrences = this.occurrences(terms);
    const frequency = occurrences.size;
    const inverse = Math.log(1 + (this.lengths.size - frequency + 0.5) / (frequency + 0.5));
    const scores = new Map<string, number>();
    for (const [id, count] of occurrences) {
      const length = this.lengths.get(id) ?? this.averageLength;
      const saturation = (count * (K + 1)) / (count + K * (1 - B + (B * length) / this.averageLength));
      scores.set(id, inverse * (D + saturation));
    }
    return scores;
  }
}
