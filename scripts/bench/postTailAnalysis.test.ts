import { describe, expect, it } from 'vitest';
import { collectionIn, latenciesWithoutFullCollections, windowsOf } from './postTailAnalysis';

describe('bench:post-tail analysis', () => {
  it("reads V8's --trace-gc lines of Node 24 and ignores every other line", () => {
    const scavenge =
      '[24721:0x37135000]    18498 ms: Scavenge 760.3 (838.1) -> 724.6 (845.8) MB, pooled: 0 MB, 16.22 / 0.01 ms  (average mu = 0.961, current mu = 0.964) task;';
    const full =
      '[26393:0x18520000]    21095 ms: Mark-Compact 388.8 (501.8) -> 260.5 (438.6) MB, pooled: 32 MB, 18.65 / 0.01 ms  (+ 100.9 ms in 315 steps since start of marking';
    expect(collectionIn(scavenge, 7)).toEqual({ at: 7, kind: 'Scavenge', pauseMs: 16.22 });
    expect(collectionIn(full, 8)).toEqual({ at: 8, kind: 'Mark-Compact', pauseMs: 18.65 });
    expect(collectionIn('{"level":30,"msg":"POST /backend/data/groups 201"}', 9)).toBeUndefined();
  });

  it('puts answers and collections into windows of 250 ms and leaves out those of a mark-compact and after', () => {
    const answers = [
      { at: 1_000, latency: 10 },
      { at: 1_300, latency: 70 },
      { at: 1_550, latency: 40 },
      { at: 1_800, latency: 12 },
    ];
    const collections = [
      { at: 900, kind: 'Mark-Compact' as const, pauseMs: 30 },
      { at: 1_260, kind: 'Mark-Compact' as const, pauseMs: 25 },
    ];
    const windows = windowsOf(answers, collections, 1_000);
    expect(windows.map(([index, window]) => [index, window.latencies, window.collections.length])).toEqual([
      [0, [10], 0],
      [1, [70], 1],
      [2, [40], 0],
      [3, [12], 0],
    ]);
    expect(latenciesWithoutFullCollections(windows)).toEqual([10, 12]);
  });
});
