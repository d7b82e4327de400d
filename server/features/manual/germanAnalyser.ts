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
const isStopWord = (folded: string) => stopWords.has(folded) || stopStems.has(foldGerman(stemmer(folded)));

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

/** Letters and digits; a hyphenated word is one token ('Radar-Passwort'), its parts are found by the analyser. */
export const tokenizeGerman = (text: string): string[] =>
  text.match(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu)?.map((word) => word.replace(/[_.]/g, '-')) ?? [];

/** A content word of a question with every term that stands for it in the index. */
export interface Concept {
  word: string;
  /** Its stems, the stems of its compound parts and of their synonyms. */
  terms: string[];
  /** A noun (written capitalised in the manual, or, if the manual lacks it, in the question): it names the topic. */
  noun: boolean;
  /** The terms of the word as a whole (with synonyms)… */
  whole: string[];
  /** … and of each part of a compound ('Verbandsvergleich': verband, vergleich), a part the manual lacks too. */
  parts: string[][];
}

const MIN_PART = 4;
const MAX_CACHED_STEMS = 50_000;
const MIN_SYNONYM_PART = 3;
/** The last part of a compound whose first part is unknown must be this long to be taken for its meaning. */
const MIN_HEAD = 5;
/** Linking letters between the parts of a compound ('Bericht-s-abonnement', 'Kategorie-n-filter'). */
const linkingLetters = ['', 's', 'es', 'n', 'en'];

/**
 * The German analyser of the manual: Snowball stems, the maintained stop word list, compounds split over the
 * manual's own vocabulary (so 'Berichtsabonnements' meets 'Abonnement' and 'Kennzahlkachel' meets 'Kachel') and
 * the portal's synonym groups (Kachel ↔ Modul), which apply to questions only, so editing them needs no new index.
 */
export class GermanAnalyser {
  private readonly words = new Set<string>();
  private readonly stems = new Set<string>();
  private readonly synonymsOf = new Map<string, Set<string>>();
  private readonly splits = new Map<string, string[] | null>();
  private readonly stemCache = new Map<string, string[]>();
  /** Per stem: how often the manual writes it capitalised minus how often in lower case. */
  private readonly capitalised = new Map<string, number>();

  constructor(vocabulary: readonly string[], synonymGroups: readonly (readonly string[])[] = []) {
    // The synonyms are vocabulary too: 'Berichtsabos' splits at 'Abo' although the manual writes 'Abonnement'.
    const synonyms = new Set(synonymGroups.flat());
    for (const token of [...vocabulary, ...synonyms]) {
      const upper = /^\p{Lu}/u.test(token) ? 1 : -1;
      for (const word of wordParts(foldGerman(token))) {
        // Short words are no compound part, except the curated synonyms ('Abo' in 'Berichtsabos').
        if ((word.length < MIN_PART && !synonyms.has(token)) || isStopWord(word)) continue;
        this.words.add(word);
        for (const stem of stemsOf(word)) {
          this.stems.add(stem);
          this.capitalised.set(stem, (this.capitalised.get(stem) ?? 0) + upper);
        }
      }
    }
    for (const group of synonymGroups) {
      const stems = group.flatMap((word) => wordParts(foldGerman(word)).flatMap(stemsOf));
      for (const stem of stems) {
        const known = this.synonymsOf.get(stem) ?? new Set<string>();
        for (const other of stems) known.add(other);
        this.synonymsOf.set(stem, known);
      }
    }
  }

  /** The terms one token of a page is indexed under; none for a stop word. */
  termsOf = (token: string): string[] => {
    const folded = foldGerman(token);
    if (folded.length < 2 || isStopWord(folded)) return [];
    const parts = wordParts(folded);
    const pieces = parts.flatMap((part) => [part, ...(this.split(part) ?? [])]);
    return [...new Set(pieces.flatMap((piece) => (isStopWord(piece) ? [] : this.stemsIn(piece))))];
  };

  /**
   * The stems of a word; for a verb form Snowball leaves unknown ('durchsucht', 'abschicke'), the stem of its
   * infinitive where the manual knows that one.
   */
  private stemsIn(word: string): string[] {
    const stems = this.cachedStems(word);
    if (stems.some((stem) => this.stems.has(stem))) return stems;
    const infinitive = stemsOf(word.replace(/(est|et|st|t|e)$/, '') + 'en').filter((stem) => this.stems.has(stem));
    return infinitive.length > 0 ? infinitive : stems;
  }

  /** The terms one token of a question is looked up under: its own and their synonyms. */
  queryTermsOf = (token: string): string[] => this.withSynonyms(this.termsOf(token));

  private withSynonyms(terms: readonly string[]): string[] {
    const all = new Set(terms);
    for (const term of terms) for (const synonym of this.synonymsOf.get(term) ?? []) all.add(synonym);
    return [...all];
  }

  /** The distinct content words of a question, each with the terms it is looked up under. */
  concepts(text: string): Concept[] {
    const concepts = new Map<string, Concept>();
    for (const [index, token] of tokenizeGerman(text).entries()) {
      const terms = this.queryTermsOf(token);
      const key = terms[0];
      if (key === undefined || concepts.has(key)) continue;
      const inManual = terms.filter((term) => this.capitalised.has(term));
      const noun =
        inManual.length > 0
          ? inManual.some((term) => (this.capitalised.get(term) ?? 0) > 0)
          : index > 0 && /^\p{Lu}/u.test(token);
      const [whole = '', ...hyphenParts] = wordParts(foldGerman(token));
      const parts = hyphenParts.length > 0 ? hyphenParts : (this.split(whole) ?? []);
      const termsIn = (piece: string) => this.withSynonyms(isStopWord(piece) ? [] : this.stemsIn(piece));
      concepts.set(key, { word: token, terms, noun, whole: termsIn(whole), parts: parts.map(termsIn) });
    }
    return [...concepts.values()];
  }

  /** A word of the manual (or a curated synonym, which may be as short as 'Abo'), in any inflection. */
  private known(part: string): boolean {
    if (part.length < MIN_PART) return part.length >= MIN_SYNONYM_PART && this.words.has(part);
    return this.words.has(part) || this.cachedStems(part).some((stem) => this.stems.has(stem));
  }

  /** Stems are asked for again and again while compounds are split; questions bring new words, so it is bounded. */
  private cachedStems(word: string): string[] {
    const known = this.stemCache.get(word);
    if (known) return known;
    if (this.stemCache.size >= MAX_CACHED_STEMS) this.stemCache.clear();
    const stems = stemsOf(word);
    this.stemCache.set(word, stems);
    return stems;
  }

  /** The parts of a compound of known words ('berichtsabonnements' → bericht, abonnements), null if none. */
  private split(word: string): string[] | null {
    const cached = this.splits.get(word);
    if (cached !== undefined) return cached;
    let found: string[] | null = null;
    for (let cut = word.length - MIN_PART; cut >= MIN_PART && !found; cut -= 1) {
      const right = word.slice(cut);
      const rest = this.known(right) ? [right] : this.split(right);
      if (!rest) continue;
      const left = word.slice(0, cut);
      const head = linkingLetters
        .filter((link) => left.endsWith(link))
        .map((link) => left.slice(0, left.length - link.length))
        .find((candidate) => this.known(candidate));
      if (head) found = [head, ...rest];
    }
    // A compound whose first part the manual lacks still means its last part ('Lieblingsmodule' → module).
    for (let cut = MIN_PART - 1; cut <= word.length - MIN_HEAD && !found; cut += 1) {
      if (this.known(word.slice(cut)) && word.slice(cut).length >= MIN_HEAD)
        found = [word.slice(0, cut), word.slice(cut)];
    }
    this.splits.set(word, found);
    return found;
  }
}

/** A hyphenated word and its parts ('radar-passwort' → radarpasswort, radar, passwort). */
function wordParts(folded: string): string[] {
  if (!folded.includes('-')) return [folded];
  const parts = folded.split('-').filter(Boolean);
  return [parts.join(''), ...parts];
}
