import MiniSearch, { type Options } from 'minisearch';
import { tokenizeGerman, type GermanAnalyser } from './germanAnalyser';

/** Typo tolerance: one letter wrong in words of five to seven letters, two from eight on ('Dashbord', 'Abonement'). */
const typoTolerance = (term: string): number | false => (term.length >= 5 ? 0.2 : false);

/**
 * A MiniSearch index (BM25+) that reads pages through the German analyser; a search also finds word prefixes
 * (the manual search runs while the user types) and small typos.
 */
export function germanIndex<T>(
  analyser: GermanAnalyser,
  options: Pick<Options<T>, 'fields' | 'storeFields' | 'idField'> & { boost?: Record<string, number> },
) {
  return new MiniSearch<T>({
    ...options,
    tokenize: tokenizeGerman,
    processTerm: analyser.termsOf,
    searchOptions: {
      prefix: true,
      fuzzy: typoTolerance,
      combineWith: 'OR',
      boost: options.boost,
      processTerm: analyser.queryTermsOf,
    },
  });
}
