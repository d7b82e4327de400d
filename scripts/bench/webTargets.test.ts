import { describe, expect, it } from 'vitest';
import { sessions, threadTimeCell, type Target } from './webTargets';

const accountsList = sessions.flatMap((session) => session.targets).find((target) => target.file === 'admin-konten');

describe('bench:web targets', () => {
  it('give every page a main-thread CPU target and a performance score that must hold in each run', () => {
    for (const target of sessions.flatMap((session) => session.targets)) {
      expect(target.threadTimeMs, target.name).toBeGreaterThan(0);
      expect(target.each, target.name).toBe(true);
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
