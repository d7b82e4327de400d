const MIN_PART = 4;
/** Linking letters between the parts of a compound ('Bericht-s-abonnement', 'Kategorie-n-filter'). */
const linkingLetters = ['', 's', 'es', 'n', 'en'];

/** German compounds taken apart at the words a `known` test accepts (folded words in, folded parts out). */
export class Compounds {
  private readonly splits = new Map<string, string[] | null>();

  /**
   * `known`: a word in any inflection; `written`: a word as the manual writes it, which makes a better first part
   * than one only a stem matches ('support|anfrage', not 'supporta|frage').
   */
  constructor(
    private readonly known: (part: string) => boolean,
    private readonly written: (part: string) => boolean = () => false,
  ) {}

  /** The parts of a compound of known words ('berichtsabonnements' → bericht, abonnements), null if none. */
  split(word: string): string[] | null {
    const cached = this.splits.get(word);
    if (cached !== undefined) return cached;
    let found: string[] | null = null;
    for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut -= 1) {
      const right = word.slice(cut);
      const rest = this.known(right) ? [right] : this.split(right);
      const head = rest && this.knownHead(word.slice(0, cut), 0);
      if (!rest || !head) continue;
      found ??= [head, ...rest];
      if (this.written(head)) {
        found = [head, ...rest];
        break;
      }
    }
    this.splits.set(word, found);
    return found;
  }

  /**
   * The parts of a compound only one of whose parts is known: the last, which carries the meaning
   * ('Lieblingsmodule' → liebling, module), else, if `modifier`, the first ('vorstandsrelevante' → vorstand,
   * relevante).
   */
  looseParts(word: string, modifier: boolean): string[] | null {
    for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut += 1) {
      if (this.known(word.slice(cut))) return [word.slice(0, cut), word.slice(cut)];
    }
    for (let cut = word.length - MIN_PART; cut >= MIN_PART && modifier; cut -= 1) {
      const head = this.knownHead(word.slice(0, cut), MIN_PART + 1);
      if (head) return [head, word.slice(cut)];
    }
    return null;
  }

  /** The first part of a compound without its linking letters, if it is known (and this long). */
  private knownHead(left: string, minLength: number): string | undefined {
    return linkingLetters
      .filter((link) => left.endsWith(link))
      .map((link) => left.slice(0, left.length - link.length))
      .find((candidate) => candidate.length >= minLength && this.known(candidate));
  }
}
