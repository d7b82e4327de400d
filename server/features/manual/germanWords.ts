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
/**
 * Fillers of questions that the list lacks ('eigentlich', 'bitte') and words that name the kind of question,
 * not its topic ('Was bedeutet die Abkürzung ZBV?', 'der Unterschied zwischen …'): they say nothing about it.
 */
const questionFillers = [
  'eigentlich',
  'bitte',
  'mal',
  'genau',
  'alles',
  'trotzdem',
  'denn',
  'wofür',
  'wozu',
  'woran',
  'worauf',
  'womit',
  'wodurch',
  'worüber',
  'wovon',
  'abkürzung',
  'begriff',
  'bedeutung',
  'unterschied',
  'möglichkeit',
];

/** Lower case with ß as ss, umlauts kept: 'ändere' is no 'andere'. */
export const lowerGerman = (word: string) => word.toLowerCase().replace(/ß/g, 'ss');
const hasUmlaut = (word: string) => /[äöü]/.test(word);

const stopList = [...stopwordsIso.de.filter((word) => !portalWords.includes(word)), ...questionFillers].map(
  lowerGerman,
);
const stopWords = new Set(stopList);
const foldedStopWords = new Set(stopList.map(foldGerman));
/**
 * Stems of the stop words, so their other inflections are dropped too ('komme' as 'kommen'); each with whether
 * a stop word with an umlaut has it (Snowball drops the dots: 'ändere' has the stem of 'andere').
 */
const stopStems = new Map<string, boolean>();
for (const word of stopList.filter((stop) => stop.length > 2)) {
  const stem = foldGerman(stemmer(word));
  stopStems.set(stem, (stopStems.get(stem) ?? false) || hasUmlaut(word));
}

/** A word of the stop list itself (written with or without its umlauts: 'für', 'fur'). */
export const isListedStopWord = (word: string) => {
  const lower = lowerGerman(word);
  return stopWords.has(lower) || (!hasUmlaut(lower) && foldedStopWords.has(foldGerman(lower)));
};
/** A word that shares its stem with a stop word ('komme', but also 'Seite' with 'seit'). */
export const hasStopStem = (word: string) => {
  const lower = lowerGerman(word);
  const fromUmlaut = stopStems.get(foldGerman(stemmer(foldGerman(lower))));
  return fromUmlaut !== undefined && (fromUmlaut || !hasUmlaut(lower));
};

/**
 * A participle, its separable prefix before the 'ge' ('an-ge-meldet', 'aus-ge-blendet', 'auf-ge-rufen-e'):
 * weak on -t, strong on -en, either inflected.
 */
const participle =
  /^(ab|an|auf|aus|ein|zu|vor|nach|um|weg|zuruck|frei|mit|hoch|weiter)?ge([a-z]{3,}?)(et|t|en)(e|en|er|es|em)?$/;
/** A present participle ('fehlende' of 'fehlen'). */
const presentParticiple = /^([a-z]{3,})end(e|en|er|es|em)?$/;
/**
 * Adjectives on -lich meet the noun they come from: 'wöchentlich' → Woche, 'monatlich' → Monat, 'täglich' → Tag
 * (an -ent- before the suffix is a joint, 'wöchent-lich').
 */
const lichAdjective = /^([a-z]{3,})lich(e|en|er|es|em)?$/;
/** Verbs on -ieren and their nouns on -ierung meet their root: 'exportiert', 'exportieren' → 'export'. */
const ierenVerb = /^([a-z]{4,}?)ier(en|e|t|te|ten|tes|st|ung|ungen)?$/;

/**
 * The stems of one folded word: the Snowball German stem, plus the root a participle or a noun on -ung shares
 * with its verb ('gewartet' and 'Wartung' → 'wart', 'angemeldet' and 'Anmeldung' → 'anmeld'), which Snowball
 * (inflection only, no derivation) leaves apart.
 */
export function stemsOf(folded: string): string[] {
  const stems = new Set<string>();
  const iered = ierenVerb.exec(folded);
  stems.add(iered?.[1] ?? foldGerman(stemmer(folded)));
  const verb = participle.exec(folded) ?? [];
  const present = presentParticiple.exec(folded) ?? [];
  if (verb[2]) stems.add(foldGerman(stemmer(`${verb[1] ?? ''}${verb[2]}en`)));
  if (present[1]) stems.add(foldGerman(stemmer(`${present[1]}en`)));
  const adjective = lichAdjective.exec(folded)?.[1];
  if (adjective) stems.add(foldGerman(stemmer(adjective.length >= 7 ? adjective.replace(/ent$/, '') : adjective)));
  for (const stem of [...stems]) {
    if (stem.endsWith('ung') && stem.length >= 7) stems.add(stem.slice(0, -3));
    // Snowball keeps the plural n after -el ('Kacheln', 'Regeln') and the s after a vowel ('Abos'): the
    // singular's stem is the word without it.
    if (stem.endsWith('eln') && stem.length >= 6) stems.add(stem.slice(0, -1));
    if (/[aiou]s$/.test(stem) && stem.length >= 4) stems.add(stem.slice(0, -1));
    // Plurals on -en that replace a final vowel: 'Konto' and 'Konten' → 'kont', 'Thema' and 'Themen' → 'them'.
    if (/[ao]$/.test(stem) && stem.length >= 5) stems.add(stem.slice(0, -1));
    // Verbs on -eln and -ern drop the e before an ending: 'wechsle' is 'wechseln', 'ändre' is 'ändern'.
    if (/[^aeioulr][lr]$/.test(stem) && stem.length >= 5) stems.add(`${stem.slice(0, -1)}e${stem.slice(-1)}`);
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

/**
 * A hyphenated word, its parts, and, of a longer one, each two neighbours ('radar-support-team' → radarsupportteam,
 * radar, support, team, radarsupport, supportteam).
 */
export function wordParts(folded: string): string[] {
  if (!folded.includes('-')) return [folded];
  const parts = folded.split('-').filter(Boolean);
  const pairs = parts.length > 2 ? parts.slice(1).map((part, index) => `${parts[index] ?? ''}${part}`) : [];
  return [parts.join(''), ...parts, ...pairs];
}
