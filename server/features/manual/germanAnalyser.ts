import {
  foldGerman,
  hasStopStem,
  isListedStopWord,
  stemsOf,
  tokenizeGerman,
  tokensWithSentenceStarts,
  wordParts,
} from './germanWords';
import { nearestWords } from './spelling';

export { foldGerman, stemsOf, tokenizeGerman } from './germanWords';

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
  /** Not a word of the manual, but one letter or two away from one: read as that word ('Dashbaord'). */
  misspelt: boolean;
}

const MIN_PART = 4;
const MAX_CACHED_STEMS = 50_000;
const MIN_SYNONYM_PART = 3;
/** The last part of a compound whose first part is unknown must be this long to be taken for its meaning. */
const MIN_HEAD = 5;
/** Linking letters between the parts of a compound ('Bericht-s-abonnement', 'Kategorie-n-filter'). */
const linkingLetters = ['', 's', 'es', 'n', 'en'];
/** Verb prefixes, longest first: 'beschränken' means what the manual's 'schränken … ein' does. */
const verbPrefixes = [
  'herunter',
  'zuruck',
  'wieder',
  'heraus',
  'runter',
  'durch',
  'hinzu',
  'raus',
  'rein',
  'hoch',
  'uber',
  'ent',
  'ver',
  'zer',
  'ein',
  'aus',
  'auf',
  'vor',
  'nach',
  'weg',
  'mit',
  'ab',
  'an',
  'be',
  'er',
  'um',
  'zu',
];
const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * The German analyser of the manual: Snowball stems, the maintained stop word list, compounds split over the
 * manual's own vocabulary (so 'Berichtsabonnements' meets 'Abonnement' and 'Kennzahlkachel' meets 'Kachel'),
 * the portal's synonym groups (Kachel ↔ Modul), which apply to questions only, so editing them needs no new
 * index, and, for a word of a question the manual lacks, a verb without its prefix or the manual's word it is
 * a typo of.
 */
export class GermanAnalyser {
  private readonly words = new Set<string>();
  private readonly stems = new Set<string>();
  private readonly synonymsOf = new Map<string, Set<string>>();
  private readonly splits = new Map<string, string[] | null>();
  private readonly stemCache = new Map<string, string[]>();
  /** Per stem: how often the manual writes it capitalised minus how often in lower case (not at a sentence start). */
  private readonly capitalised = new Map<string, number>();

  /** `texts`: the manual's titles, headings and passages; `synonymGroups`: words that mean the same. */
  constructor(texts: readonly string[], synonymGroups: readonly (readonly string[])[] = []) {
    // The synonyms are vocabulary too: 'Berichtsabos' splits at 'Abo' although the manual writes 'Abonnement'.
    const synonyms = new Set(synonymGroups.flat());
    const candidates = new Set<string>();
    const observe = (token: string, sentenceStart: boolean) => {
      const upper = /^\p{Lu}/u.test(token) ? 1 : -1;
      for (const word of wordParts(foldGerman(token))) {
        // Short words are no compound part, except the curated synonyms ('Abo' in 'Berichtsabos').
        if ((word.length < MIN_PART && !synonyms.has(token)) || isListedStopWord(word)) continue;
        candidates.add(word);
        if (sentenceStart) continue;
        for (const stem of stemsOf(word)) this.capitalised.set(stem, (this.capitalised.get(stem) ?? 0) + upper);
      }
    };
    for (const text of texts)
      for (const { token, sentenceStart } of tokensWithSentenceStarts(text)) observe(token, sentenceStart);
    for (const word of synonyms) observe(word, false);
    for (const word of candidates) {
      if (this.isStopWord(word)) continue;
      this.words.add(word);
      for (const stem of stemsOf(word)) this.stems.add(stem);
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

  /** A stop word, unless only its stem is one and the manual writes it as a noun ('Seite' is no 'seit'). */
  private isStopWord(folded: string): boolean {
    if (isListedStopWord(folded)) return true;
    return hasStopStem(folded) && !this.cachedStems(folded).some((stem) => (this.capitalised.get(stem) ?? 0) > 0);
  }

  /** The terms one token of a page is indexed under; none for a stop word. */
  termsOf = (token: string): string[] => {
    const folded = foldGerman(token);
    if (folded.length < 2 || this.isStopWord(folded)) return [];
    const parts = wordParts(folded);
    const pieces = parts.flatMap((part) => [part, ...(this.split(part) ?? [])]);
    return unique(pieces.flatMap((piece) => (this.isStopWord(piece) ? [] : this.stemsIn(piece))));
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

  /** The terms of one piece of a word, with synonyms. */
  private termsIn = (piece: string): string[] => this.withSynonyms(this.isStopWord(piece) ? [] : this.stemsIn(piece));

  /** The distinct content words of a question, each with the terms it is looked up under. */
  concepts(text: string): Concept[] {
    const concepts = new Map<string, Concept>();
    for (const [index, token] of tokenizeGerman(text).entries()) {
      const concept = this.conceptOf(token, index === 0);
      const key = concept?.terms[0];
      if (concept && key !== undefined && !concepts.has(key)) concepts.set(key, concept);
    }
    return [...concepts.values()];
  }

  private conceptOf(token: string, first: boolean): Concept | undefined {
    const folded = foldGerman(token);
    if (folded.length < 2 || this.isStopWord(folded)) return undefined;
    const [whole = '', ...hyphenParts] = wordParts(folded);
    const parts = hyphenParts.length > 0 ? hyphenParts : (this.split(whole) ?? []);
    let wholeTerms = this.termsIn(whole);
    let misspelt = false;
    if (parts.length === 0 && !wholeTerms.some((term) => this.stems.has(term))) {
      // A word the manual lacks: a verb with a prefix ('beschränken'), else a typo of one of its words.
      const base = /^\p{Ll}/u.test(token) ? this.withoutVerbPrefix(whole) : undefined;
      const nearest = base ? [] : nearestWords(whole, this.words);
      if (base) wholeTerms = this.termsIn(base);
      else if (nearest.length > 0) {
        wholeTerms = unique(nearest.flatMap(this.termsIn));
        misspelt = true;
      }
    }
    const partTerms = parts.map(this.termsIn);
    const terms = unique([...wholeTerms, ...partTerms.flat()]);
    if (terms.length === 0) return undefined;
    const inManual = terms.filter((term) => this.capitalised.has(term));
    const noun =
      inManual.length > 0
        ? inManual.some((term) => (this.capitalised.get(term) ?? 0) > 0)
        : !first && /^\p{Lu}/u.test(token);
    return { word: token, terms, noun, whole: wholeTerms, parts: partTerms, misspelt };
  }

  /** A verb of the manual inside a word with a prefix ('hochladen' → 'laden'), if there is one. */
  private withoutVerbPrefix(word: string): string | undefined {
    for (const prefix of verbPrefixes) {
      const rest = word.slice(prefix.length);
      if (word.startsWith(prefix) && rest.length >= MIN_PART && this.stemsIn(rest).some((stem) => this.stems.has(stem)))
        return rest;
    }
    return undefined;
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
