/** Particles of separable verbs that stand at the end of a clause ('Melden Sie sich … an', 'Wie lege ich … an?'). */
const particles = new Set(
  ['an', 'ab', 'auf', 'aus', 'ein', 'zu', 'vor', 'nach', 'um', 'weg', 'zurück', 'mit', 'hoch', 'fest', 'frei'].concat([
    'hin',
    'hinzu',
    'her',
    'los',
    'weiter',
    'herunter',
    'runter',
    'raus',
    'rein',
  ]),
);
const questionWords = /^(wie|wo|wann|warum|weshalb|wieso|was|wer|wen|wem|woher|wohin|womit|wozu|welche[mnrs]?)$/i;
const subjects = /^(sie|ich|man|du|wir|er|es)$/i;

/**
 * Joins a separable verb with its particle at the end of the clause, where German puts it: 'Kündigen Sie
 * Wartungen als Mitteilung an' says 'ankündigen', not 'kündigen'; 'Wie hefte ich einen Bericht an?' asks about
 * 'anheften'. The verb is the clause's first word before a subject ('Melden Sie sich … an') or the word after
 * a question word ('Wie lege ich … an?'). Clauses end at punctuation and at 'und', 'oder'; text in parentheses
 * does not end one.
 */
export function joinSeparableVerbs(text: string): string {
  return text.replace(/(?:[^.!?;:,(]|\([^)]*\))+?(?=[.!?;:,]|\s(?:und|oder)\s|$)/g, (clause) => {
    const words = [...clause.replace(/\([^)]*\)/g, (inner) => ' '.repeat(inner.length)).matchAll(/[\p{L}-]+/gu)];
    if (words[0]?.[0] === 'und' || words[0]?.[0] === 'oder') words.shift();
    const last = words.at(-1);
    if (!last || words.length < 3 || !particles.has(last[0].toLowerCase())) return clause;
    const [first, second, third] = words.map((word) => word[0]);
    const verbAt = subjects.test(second ?? '')
      ? 0
      : questionWords.test(first ?? '') && subjects.test(third ?? '')
        ? 1
        : -1;
    const verb = words[verbAt];
    if (!verb || verb === last) return clause;
    const joined = `${last[0].toLowerCase()}${verb[0].toLowerCase()}`;
    return (
      clause.slice(0, verb.index) +
      joined +
      clause.slice(verb.index + verb[0].length, last.index) +
      clause.slice(last.index + last[0].length)
    );
  });
}
