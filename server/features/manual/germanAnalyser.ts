import {
  foldGerman,
  hasStopStem,
  isListedStopWord,
  lowerGerman,
  stemsOf,
  tokenizeGerman,
  tokensWithSentenceStarts,
  wordParts,
} from './germanWords';
import { Compounds } from './compounds';
import { joinSeparableVerbs } from './separableVerbs';
import { nearestWords } from './spelling';

export { foldGerman, stemsOf, tokenizeGerman } from './germanWords';

/** The terms a word (or a part of a compound) is looked up under. */
export interface Meaning {
  /** Its own stems (of the manual's word, for a typo). */
  own: string[];
  /** The stems of its synonyms that are not its own. */
  synonyms: string[];
}

/** A content word of a question. */
export interface Concept extends Meaning {
  word: string;
  /** Each part of a compound ('Verbandsvergleich': Verband, Vergleich), a part the manual lacks too. */
  parts: Meaning[];
  /** A noun: it names the topic. */
  noun: boolean;
  /** Not a word of the manual, but one letter or two away from one: read as that word ('Dashbaord'). */
  misspelt: boolean;
}

/** Every term of a meaning. */
export const allTerms = (meaning: Meaning): string[] => [...meaning.own, ...meaning.synonyms];

const MIN_PART = 4;
/** A word inside a compound says less than the word on its own ('Risiko' in 'Risikoberichte'). */
const COMPOUND_PART_WEIGHT = 0.5;
const MAX_CACHED_STEMS = 50_000;
const MIN_SYNONYM_PART = 3;
/** Verb prefixes, longest first: 'beschränken' means what the manual's 'schränken … ein' does. */
const verbPrefixes = [
  'herunter',
  'zuruck',
  'wieder',
  'weiter',
  'heraus',
  'runter',
  'durch',
  'hinzu',
  'raus',
  'rein',
  'hoch',
].concat(['uber', 'ent', 'ein', 'aus', 'auf', 'vor', 'nach', 'weg', 'mit', 'ab', 'an', 'be', 'um', 'zu']);
const unique = <T>(values: Iterable<T>) => [...new Set(values)];
const capitalisedWord = (token: string) => /^\p{Lu}/u.test(token);

/**
 * The German analyser of the manual: Snowball stems, the maintained stop word list, compounds split over the
 * manual's own vocabulary (so 'Berichtsabonnements' meets 'Abonnement' and 'Kennzahlkachel' meets 'Kachel'),
 * the portal's synonym groups (Kachel ↔ Modul), which apply to questions only, so editing them needs no new
 * index, and, for a word of a question the manual lacks, a verb without its prefix or the manual's word it is
 * a typo of.
 */
export class GermanAnalyser {
  /** Words of the manual and of the synonym groups (folded): compound parts and what a typo may mean. */
  private readonly words = new Set<string>();
  /** Stems of those words. */
  private readonly stems = new Set<string>();
  /** Stems of the manual's own text. */
  private readonly textStems = new Set<string>();
  private readonly synonymsOf = new Map<string, Set<string>>();
  /** Stems of the synonym words written capitalised (nouns). */
  private readonly synonymNouns = new Set<string>();
  private readonly compounds = new Compounds(
    (part) => this.known(part),
    (part) => this.words.has(part),
  );
  /** Stems of words the manual writes only inside compounds ('Tablet' in 'Tabletgröße'): no typos. */
  private readonly partStems = new Set<string>();
  private readonly stemCache = new Map<string, string[]>();
  /** The index terms of each token: the manual repeats its words, and four indexes read them. */
  private readonly tokenCache = new Map<string, { term: string; weight: number }[]>();
  /** The manual's nouns, which a misspelt noun may stand for ('Gedicht' is not 'gedacht'). */
  private readonly nounWords: string[];
  /** Per stem: how often the manual writes it capitalised minus how often in lower case (not at a sentence start). */
  private readonly capitalised = new Map<string, number>();

  /** `texts`: the manual's titles, headings and passages; `synonymGroups`: words that mean the same. */
  constructor(texts: readonly string[], synonymGroups: readonly (readonly string[])[] = []) {
    const textWords = new Set<string>();
    for (const text of texts) {
      for (const { token, sentenceStart } of tokensWithSentenceStarts(text)) {
        for (const lower of wordParts(lowerGerman(token))) {
          if (lower.length < MIN_PART || isListedStopWord(lower)) continue;
          textWords.add(lower);
          if (sentenceStart) continue;
          const upper = capitalisedWord(token) ? 1 : -1;
          for (const stem of stemsOf(foldGerman(lower)))
            this.capitalised.set(stem, (this.capitalised.get(stem) ?? 0) + upper);
        }
      }
    }
    for (const lower of textWords) {
      if (this.isStopWord(lower)) continue;
      this.words.add(foldGerman(lower));
      for (const stem of stemsOf(foldGerman(lower))) this.textStems.add(stem);
    }
    // The synonyms are vocabulary too: 'Berichtsabos' splits at 'Abo' although the manual writes 'Abonnement'.
    for (const group of synonymGroups) {
      for (const word of group) {
        const pieces = wordParts(foldGerman(word)).filter((piece) => piece.length >= MIN_SYNONYM_PART);
        for (const piece of pieces) this.words.add(piece);
        if (capitalisedWord(word)) for (const stem of pieces.flatMap(stemsOf)) this.synonymNouns.add(stem);
      }
      const stems = group.flatMap((word) => wordParts(foldGerman(word)).flatMap(stemsOf));
      for (const stem of stems) this.synonymsOf.set(stem, new Set([...(this.synonymsOf.get(stem) ?? []), ...stems]));
    }
    for (const word of this.words) for (const stem of stemsOf(word)) this.stems.add(stem);
    for (const word of textWords) {
      const parts = this.compounds.split(foldGerman(word)) ?? [];
      for (const stem of parts.flatMap((part) => this.stemsIn(part))) this.partStems.add(stem);
    }
    const isNoun = (stem: string) => (this.capitalised.get(stem) ?? 0) > 0 || this.synonymNouns.has(stem);
    this.nounWords = [...this.words].filter((word) => stemsOf(word).some(isNoun));
  }

  /** A stop word, unless only its stem is one and the manual writes it as a noun ('Seite' is no 'seit'). */
  private isStopWord(word: string): boolean {
    if (isListedStopWord(word)) return true;
    const isNoun = (stem: string) => (this.capitalised.get(stem) ?? 0) > 0;
    return hasStopStem(word) && !this.cachedStems(foldGerman(word)).some(isNoun);
  }

  /**
   * The terms one token of a page is indexed under, each with how much it stands for: its own stems fully,
   * those of the parts of a compound ('Risikoberichte': Risiko, Bericht) less; none for a stop word.
   */
  weightedTermsOf = (token: string): { term: string; weight: number }[] => {
    const known = this.tokenCache.get(token);
    if (known) return known;
    if (this.tokenCache.size >= MAX_CACHED_STEMS) this.tokenCache.clear();
    const terms = this.analyseToken(token);
    this.tokenCache.set(token, terms);
    return terms;
  };

  private analyseToken(token: string): { term: string; weight: number }[] {
    const folded = foldGerman(token);
    if (folded.length < 2 || this.isStopWord(token)) return [];
    const weights = new Map<string, number>();
    const add = (piece: string, weight: number) => {
      for (const stem of this.stemsIn(piece)) weights.set(stem, Math.max(weights.get(stem) ?? 0, weight));
    };
    for (const [index, part] of wordParts(folded).entries()) {
      if (index > 0 && this.isStopWord(part)) continue;
      add(part, 1);
      const pieces = this.compounds.split(part) ?? this.compounds.looseParts(part, true) ?? [];
      for (const piece of pieces.filter((candidate) => !this.isStopWord(candidate))) add(piece, COMPOUND_PART_WEIGHT);
      const noun = this.nounOfBeVerb(part);
      if (noun) add(noun, COMPOUND_PART_WEIGHT);
    }
    return [...weights].map(([term, weight]) => ({ term, weight }));
  }

  /** The terms one token of a page is indexed under, its own and those of its parts. */
  termsOf = (token: string): string[] => this.weightedTermsOf(token).map(({ term }) => term);

  /**
   * The terms one token of a search is looked up under: its stems, those of the manual's words it is made of,
   * and their synonyms ('Kachelzauber' is no 'Kachel' until the manual says so).
   */
  queryTermsOf = (token: string): string[] => {
    const folded = foldGerman(token);
    if (folded.length < 2 || this.isStopWord(token)) return [];
    const pieces = wordParts(folded).flatMap((part, index) =>
      index > 0 && this.isStopWord(part) ? [] : [part, ...(this.compounds.split(part) ?? [])],
    );
    const own = unique(pieces.flatMap((piece) => this.stemsIn(piece)));
    return unique([...own, ...own.flatMap((term) => [...(this.synonymsOf.get(term) ?? [])])]);
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

  /** A piece of a word with its synonyms; nothing for a stop word. */
  private meaningOf = (piece: string, isStop = this.isStopWord(piece)): Meaning => {
    const own = isStop ? [] : this.stemsIn(piece);
    const synonyms = unique(own.flatMap((stem) => [...(this.synonymsOf.get(stem) ?? [])]));
    return { own, synonyms: synonyms.filter((stem) => !own.includes(stem)) };
  };

  /** The distinct content words of a question. */
  concepts(text: string): Concept[] {
    const tokens = tokenizeGerman(joinSeparableVerbs(text));
    // Case tells nouns only where the asker uses it ('welche organisation ist bei mir hinterlegt' does not).
    const caseTells = tokens.slice(1).some(capitalisedWord);
    const concepts = new Map<string, Concept>();
    for (const [index, token] of tokens.entries()) {
      const concept = this.conceptOf(token, caseTells && index > 0);
      const key = concept && [...allTerms(concept), ...concept.parts.flatMap(allTerms)].sort().join(' ');
      if (concept && key && !concepts.has(key)) concepts.set(key, concept);
    }
    return [...concepts.values()];
  }

  private conceptOf(token: string, caseTells: boolean): Concept | undefined {
    const folded = foldGerman(token);
    if (folded.length < 2 || this.isStopWord(token)) return undefined;
    const [whole = '', ...hyphenParts] = wordParts(folded);
    const capitalised = capitalisedWord(token);
    let parts = (hyphenParts.length > 0 ? hyphenParts : (this.compounds.split(whole) ?? [])).map((part) =>
      this.meaningOf(part),
    );
    let meaning = this.meaningOf(whole, false);
    let misspelt = false;
    const inText = (found: Meaning) =>
      allTerms(found).some((term) => this.textStems.has(term) || this.partStems.has(term));
    if (parts.length === 0 && !inText(meaning)) {
      // A word the manual lacks: a verb with a prefix ('beschränken'), else a typo of one of its words.
      const base = capitalised ? undefined : this.withoutVerbPrefix(whole);
      // A noun is taken for a noun of the manual ('Gedicht' is not 'gedacht').
      const candidates = capitalised ? this.nounWords : this.words;
      const nearest = base ? [] : nearestWords(whole, candidates);
      if (base) meaning = this.meaningOf(base);
      else if (nearest.length > 0) {
        const meanings = nearest.map((word) => this.meaningOf(word));
        meaning = {
          own: unique(meanings.flatMap((m) => m.own)),
          synonyms: unique(meanings.flatMap((m) => m.synonyms)),
        };
        misspelt = true;
      } else if (capitalised) {
        parts = (this.compounds.looseParts(whole, false) ?? []).map((part) => this.meaningOf(part));
      }
    }
    if (allTerms(meaning).length === 0 && parts.every((part) => allTerms(part).length === 0)) return undefined;
    // A verb the manual writes as a noun names the topic as well ('exportieren': Export).
    const noun = (caseTells && capitalised) || this.isNoun(meaning, parts);
    return { word: token, ...meaning, parts, noun, misspelt };
  }

  /** Whether the manual writes the word (else its parts, else its synonyms) as a noun. */
  private isNoun(meaning: Meaning, parts: readonly Meaning[]): boolean {
    const written = (stems: readonly string[]) => stems.filter((stem) => this.capitalised.has(stem));
    const nounIn = (stems: readonly string[]) => stems.some((stem) => (this.capitalised.get(stem) ?? 0) > 0);
    for (const stems of [meaning.own, parts.flatMap((part) => part.own), meaning.synonyms]) {
      if (written(stems).length > 0) return nounIn(written(stems));
    }
    return meaning.synonyms.some((stem) => this.synonymNouns.has(stem));
  }

  /**
   * The noun of the manual a verb on be- is made of ('beantwortet': Antwort), so a question for the noun meets
   * the verb; a verb whose rest is no noun ('besteht') has none.
   */
  private nounOfBeVerb(word: string): string | undefined {
    const rest = word.slice(2);
    const isNoun = (stem: string) => (this.capitalised.get(stem) ?? 0) > 0;
    return word.startsWith('be') && rest.length >= MIN_PART + 1 && this.stemsIn(rest).some(isNoun) ? rest : undefined;
  }

  /** A verb of the manual inside a word with a prefix ('hochladen' → 'laden'), if there is one. */
  private withoutVerbPrefix(word: string): string | undefined {
    const isVerb = (stem: string) => this.textStems.has(stem) && (this.capitalised.get(stem) ?? 0) <= 0;
    return verbPrefixes
      .filter((prefix) => word.startsWith(prefix) && word.length - prefix.length >= MIN_PART)
      .map((prefix) => word.slice(prefix.length))
      .find((rest) => this.stemsIn(rest).some(isVerb));
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
}
