import { stemmer } from '@orama/stemmers/german';
import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };

/** Lower case, ß as ss, accents and umlaut dots dropped (the Snowball stemmer drops them too: 'Übersicht' = 'ubersicht'). */
export function foldGerman(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Words of the maintained German list that are the portal's own vocabulary ('Startseite', 'Suche', 'Rechte', …):
 * dropping them would lose the topic of a question.
 */
const portalWords = [
  'startseite',
  'suche',
  'rechte',
  'rechten',
  'uhr',
  'tag',
  'tage',
  'ende',
  'zeit',
  'ordnung',
  'teil',
];
/** Fillers of questions that the list lacks ('eigentlich', 'bitte'): they say nothing about the topic. */
const questionFillers = ['eigentlich', 'bitte', 'mal', 'genau', 'alles', 'trotzdem', 'denn', 'wofur', 'wozu'];

const stopList = [...stopwordsIso.de.filter((word) => !portalWords.includes(word)), ...questionFillers].map(foldGerman);
const stopWords = new Set(stopList);
/** Stems of the stop words, so their other inflections are dropped too ('komme' as 'kommen'). */
const stopStems = new Set(stopList.filter((word) => word.length > 2).map((word) => foldGerman(stemmer(word))));

/** A word of the stop list itself. */
export const isListedStopWord = (folded: string) => stopWords.has(folded);
/** A word that shares its stem with a stop word ('komme', but also 'Seite' with 'seit'). */
export const hasStopStem = (folded: string) => stopStems.has(foldGerman(stemmer(folded)));

/** Separable verb prefixes before the 'ge' of a participle ('an-ge-meldet', 'aus-ge-blendet'). */
const participle = /^(ab|an|auf|aus|ein|zu|vor|nach|um|weg|zuruck|frei|mit|hoch)?ge([a-z]{3,}?)(et|t)$/;
/** Verbs on -ieren meet their noun: 'exportiert', 'exportieren' → 'export'. */
const ierenVerb = /^([a-z]{4,}?)ier(en|e|t|te|ten|tes|st)?$/;

/**
 * The stems of one folded word: the Snowball German stem, plus the root a participle or a noun on -ung shares
 * with its verb ('gewartet' and 'Wartung' → 'wart', 'angemeldet' and 'Anmeldung' → 'anmeld'), which Snowball
 * (inflection only, no derivation) leaves apart.
 */
export function stemsOf(folded: string): string[] {
  const stems = new Set<string>();
  const iered = ierenVerb.exec(folded);
  stems.add(iered?.[1] ?? foldGerman(stemmer(folded)));
  const verb = participle.exec(folded);
  if (verb) stems.add(foldGerman(stemmer(`${verb[1] ?? ''}${verb[2] ?? ''}en`)));
  for (const stem of [...stems]) {
    if (stem.endsWith('ung') && stem.length >= 7) stems.add(stem.slice(0, -3));
    // Snowball keeps the plural n after -el ('Kacheln', 'Regeln') and the s after a vowel ('Abos'): the
    // singular's stem is the word without it.
    if (stem.endsWith('eln') && stem.length >= 6) stems.add(stem.slice(0, -1));
    if (/[aiou]s$/.test(stem) && stem.length >= 4) stems.add(stem.slice(0, -1));
    // Plurals on -en that replace a final vowel: 'Konto' and 'Konten' → 'kont', 'Thema' and 'Themen' → 'them'.
    if (/[ao]$/.test(stem) && stem.length >= 5) stems.add(stem.slice(0, -1));
  }
  return [...stems];
}

const wordPattern = /[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu;

/** Letters and digits; a hyphenated word is one token ('Radar-Passwort'), its parts are found by the analyser. */
export const tokenizeGerman = (text: string): string[] =>
  text.match(wordPattern)?.map((word) => word.replace(/[_.]/g, '-')) ?? [];

/**
 * The tokens of a text, each marked whether it begins a sentence (the text's start, or after '.', '!', '?', ':'):
 * there German capitalises any word, so only the other places tell a noun.
 */
export function tokensWithSentenceStarts(text: string): { token: string; sentenceStart: boolean }[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    token: match[0].replace(/[_.]/g, '-'),
    sentenceStart: /(^|[.!?:]\s*)$/.test(text.slice(Math.max(0, match.index - 3), match.index).trimEnd()),
  }));
}

/** A hyphenated word and its parts ('radar-passwort' → radarpasswort, radar, passwort). */
export function wordParts(folded: string): string[] {
  if (!folded.includes('-')) return [folded];
  const parts = folded.split('-').filter(Boolean);
  return [parts.join(''), ...parts];
}
