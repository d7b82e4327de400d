import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** Umlauts and ß folded, so 'Übersicht', 'uebersicht' and 'ubersicht' find each other; lower case. */
export function foldGerman(term: string): string {
  return term
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Very common German words that carry no meaning for the search. */
const stopWords = new Set(
  (
    'der die das den dem des ein eine einen einem einer eines und oder aber ich du er sie es wir ihr mich mir ' +
    'wie was wo wer wann warum welche welcher welches kann können muss müssen soll sollte ist sind bin war wird ' +
    'werden im in am an auf aus bei mit nach von vor zu zum zur für über unter um nicht kein keine auch noch nur ' +
    'so dann wenn ob sich mein meine meinen meinem ihre ihren ihrem hat habe haben gibt es einen man ' +
    // Question words and fillers: they say nothing about the topic, and would dilute the assistant's evidence.
    'wofür wozu woher wohin womit wieso weshalb weswegen bitte denn mal eigentlich dir dich kannst uns'
  )
    .split(' ')
    .map(foldGerman),
);

/**
 * German suffixes stripped for a light stem (Berichte → bericht, Favoriten → favorit, Konten → kont); verbs on
 * -ieren lose it too, so 'exportieren', 'exportiere' and 'exportiert' meet 'Export' and 'Exporte'.
 */
const suffixes = ['ierten', 'ierte', 'ieren', 'iere', 'iert', 'innen', 'ungen', 'en', 'er', 'es', 'e', 'n', 's'];

function stem(term: string): string {
  for (const suffix of suffixes) {
    if (term.length - suffix.length >= 4 && term.endsWith(suffix)) return term.slice(0, -suffix.length);
  }
  return term;
}

export const processGermanTerm = (term: string): string | null => {
  const folded = foldGerman(term);
  if (folded.length < 2 || stopWords.has(folded)) return null;
  return stem(folded);
};

/** Words: letters and digits (umlauts included); hyphenated words are also split ('Power-BI-Berichte'). */
export const tokenizeGerman = (text: string): string[] => {
  const words = text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  return words.flatMap((word) => (word.includes('-') ? [word.replace(/-/g, ''), ...word.split('-')] : [word]));
};

/** The distinct search terms of a text as the index sees them (stop words dropped, stemmed). */
export const searchTermsOf = (text: string): string[] => [
  ...new Set(tokenizeGerman(text).flatMap((word) => processGermanTerm(word) ?? [])),
];

export const germanSearchOptions: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 5 ? 0.2 : false),
  combineWith: 'OR',
};

/** A MiniSearch index with German-friendly tokenising and matching. */
export function germanIndex<T>(
  options: Pick<Options<T>, 'fields' | 'storeFields' | 'idField'> & { boost?: Record<string, number> },
) {
  return new MiniSearch<T>({
    ...options,
    tokenize: tokenizeGerman,
    processTerm: processGermanTerm,
    searchOptions: { ...germanSearchOptions, boost: options.boost },
  });
}
