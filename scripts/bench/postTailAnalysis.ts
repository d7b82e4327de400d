/** The analysis of `npm run bench:post-tail` (postTail.ts): its answers in windows, with the collections in each. */

export const WINDOW_MS = 250;
export const SLOW_MS = 30;

export interface Answer {
  at: number;
  latency: number;
}

export interface Collection {
  at: number;
  kind: 'Scavenge' | 'Mark-Compact';
  pauseMs: number;
}

/** A `--trace-gc` line: `… 18498 ms: Scavenge 760.3 (838.1) -> 724.6 (845.8) MB, pooled: 0 MB, 16.22 / 0.01 ms …`. */
const TRACE_GC = /ms: (Scavenge|Mark-Compact)\b.*?MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;

/** The collection a line of V8's `--trace-gc` reports, seen at `at`; undefined for any other line. */
export function collectionIn(line: string, at: number): Collection | undefined {
  const match = TRACE_GC.exec(line);
  if (!match) return undefined;
  return { at, kind: match[1] as Collection['kind'], pauseMs: Number(match[2]) };
}

export interface Window {
  latencies: number[];
  collections: Collection[];
}

/** The answers and collections from `from` on, in windows of WINDOW_MS, by window index, in order. */
export function windowsOf(answers: readonly Answer[], collections: readonly Collection[], from: number) {
  const windows = new Map<number, Window>();
  const windowAt = (at: number) => {
    const index = Math.floor((at - from) / WINDOW_MS);
    let window = windows.get(index);
    if (!window) windows.set(index, (window = { latencies: [], collections: [] }));
    return window;
  };
  for (const answer of answers) windowAt(answer.at).latencies.push(answer.latency);
  for (const collection of collections) if (collection.at >= from) windowAt(collection.at).collections.push(collection);
  return [...windows].sort(([a], [b]) => a - b);
}

/**
 * The latencies outside the windows with a mark-compact and the window after each (its answers waited through it):
 * what the p99 would be without full collections.
 */
export function latenciesWithoutFullCollections(windows: readonly (readonly [number, Window])[]): number[] {
  const full = new Set(
    windows.filter(([, window]) => window.collections.some((c) => c.kind === 'Mark-Compact')).map(([i]) => i),
  );
  return windows
    .filter(([index]) => !full.has(index) && !full.has(index - 1))
    .flatMap(([, window]) => window.latencies);
}
