import { describe, expect, it } from 'vitest';
import { keystrokeRows, keystrokeTable, type KeystrokeTiming } from './keystrokeTiming';
import { quantile } from './quantile';

const keystroke = (value: string, timeStamp: number, start: number, end: number): KeystrokeTiming => ({
  value,
  timeStamp,
  processingStart: start,
  processingEnd: end,
  keyupDelay: 0.5,
  keyupProcessing: 0.25,
  shownAfter: end - timeStamp + 10,
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(quantile(values, 0.5)).toBe(10);
    expect(quantile(values, 0.95)).toBe(19);
    expect(quantile(values, 1)).toBe(20);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('keystroke table', () => {
  const rows = keystrokeRows([keystroke('e', 100, 101, 106), keystroke('e ', 200, 230, 240)]);

  it('splits each keystroke into input delay and processing, keyup apart', () => {
    expect(rows).toEqual([
      { key: 'e', inputDelay: 1, processing: 5, total: 6, keyup: 0.75, shownAfter: 16 },
      { key: ' ', inputDelay: 30, processing: 10, total: 40, keyup: 0.75, shownAfter: 50 },
    ]);
  });

  it('prints a row per keystroke, then p50, p95 and the maximum', () => {
    const lines = keystrokeTable(rows).split('\n');
    expect(lines).toHaveLength(2 + 2 + 3);
    expect(lines[3]).toBe('| 2 | `␣` | 30.0 | 10.0 | 40.0 | 0.8 | 50.0 |');
    expect(lines[5]).toBe('| **p95** | | 30.0 | 10.0 | 40.0 | 0.8 | 50.0 |');
  });
});
