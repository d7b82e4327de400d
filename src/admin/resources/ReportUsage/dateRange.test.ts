import { describe, expect, it } from 'vitest';
import { dayLabel, lastThirtyDays, usageQueryOf } from './dateRange';

describe('usage date range', () => {
  it('defaults to the last 30 days, today included', () => {
    const { from, to } = lastThirtyDays(new Date(2026, 10, 23, 15, 0));
    expect(usageQueryOf(from, to)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('gives no query for an empty, invalid, reversed or too long range', () => {
    expect(usageQueryOf(null, new Date(2026, 10, 23))).toBeNull();
    expect(usageQueryOf(new Date(Number.NaN), new Date(2026, 10, 23))).toBeNull();
    expect(usageQueryOf(new Date(2026, 10, 24), new Date(2026, 10, 23))).toBeNull();
    expect(usageQueryOf(new Date(2025, 0, 1), new Date(2026, 0, 2))).toBeNull();
  });

  it('carries the chosen report', () => {
    expect(usageQueryOf(new Date(2026, 10, 1), new Date(2026, 10, 1), '13')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      reportId: '13',
    });
  });

  it('labels days the German way', () => {
    expect(dayLabel('2026-11-03')).toBe('03.11.2026');
    expect(dayLabel('2026-11-03', true)).toBe('03.11.');
  });
});
