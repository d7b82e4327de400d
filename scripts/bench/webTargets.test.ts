import { describe, expect, it } from 'vitest';
import { sessions, targetMisses, threadTimeCell, type Target } from './webTargets';

const accountsList = sessions.flatMap((session) => session.targets).find((target) => target.file === 'admin-konten');

describe('bench:web targets', () => {
  it('miss a score when its weakest run is below it, whatever the median', () => {
    const target = accountsList as Target;
    const run = (performance: number) => ({
      scores: { performance, accessibility: 100, 'best-practices': 100 },
      failing: [],
    });
    expect(targetMisses(target, [run(95), run(89), run(96)])).toEqual([
      'Back Office: Konten: performance 89 < 90 (schwächster Lauf)',
    ]);
    expect(targetMisses(target, [run(95), run(90), run(96)])).toEqual([]);
  });

  it('give every page a main-thread CPU target and a performance score of 90', () => {
    for (const target of sessions.flatMap((session) => session.targets)) {
      expect(target.threadTimeMs, target.name).toBeGreaterThan(0);
      expect(target.minimum.performance, target.name).toBe(90);
    }
  });

  it('report the median of the loads and miss only above the target', () => {
    const target = accountsList as Target;
    expect(threadTimeCell(target, [380, 420, 390, 500, 400])).toEqual({
      cell: '400 ms (380, 420, 390, 500, 400)',
      misses: [],
    });
    expect(threadTimeCell(target, [380, 420, 410, 500, 400]).misses).toEqual([
      'Back Office: Konten: Hauptthread-CPU 410 ms > 400 ms',
    ]);
  });
});
