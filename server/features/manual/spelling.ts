/**
 * Edit distance with swapped neighbours as one edit ('Dashbaord' is one from 'Dashboard'), giving up above `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (last[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforeLast[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return last[b.length] ?? limit + 1;
}

/** Typos tolerated: none below five letters, one from five, two from ten ('Abbonement'). */
export const typosAllowed = (word: string): number => (word.length >= 10 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The words of `vocabulary` nearest to a misspelt `word` within the typos its length allows, all at the least
 * distance; a typo rarely hits the first letter, so candidates share it (which also keeps the search small).
 */
export function nearestWords(word: string, vocabulary: Iterable<string>): string[] {
  const limit = typosAllowed(word);
  if (limit === 0) return [];
  let best = limit + 1;
  let nearest: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0] || candidate.length < 4) continue;
    const distance = editDistance(word, candidate, Math.min(limit, best));
    if (distance < best) {
      best = distance;
      nearest = [candidate];
    } else if (distance === best && distance <= limit) nearest.push(candidate);
  }
  return best <= limit ? nearest : [];
}
