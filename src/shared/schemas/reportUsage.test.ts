import { describe, expect, it } from 'vitest';
import { daysBetween, reportUsageQuerySchema } from './reportUsage';

const fieldsOf = (input: unknown) => {
  const result = reportUsageQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('reportUsageQuerySchema', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-01' }],
    [{ from: '2026-11-01', to: '2026-11-30', reportId: '7' }],
    [{ from: '2025-01-01', to: '2025-12-31' }],
    [{ from: '2024-01-01', to: '2024-12-31' }], // 366 days in a leap year
  ])('accepts %j', (input) => expect(fieldsOf(input)).toEqual([]));

  it.each([
    [{ to: '2026-11-01' }, ['from']],
    [{ from: '2026-11-01' }, ['to']],
    [{ from: '01.11.2026', to: '2026-11-30' }, ['from']],
    [{ from: '2026-02-30', to: '2026-03-01' }, ['from']],
    [{ from: '2026-11-02', to: '2026-11-01' }, ['to']],
    [{ from: '2025-01-01', to: '2026-01-02' }, ['to']], // 367 days
    [{ from: '2026-11-01', to: '2026-11-02', reportId: '' }, ['reportId']],
    [{ from: '2026-11-01', to: '2026-11-02', kind: 'x' }, ['']],
  ])('refuses %j naming %j', (input, fields) => expect(fieldsOf(input)).toEqual(fields));

  it('counts both ends of a range', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(3);
  });
});
