export interface Statistics {
  count: number;
  sum: number;
  min: number;
  max: number;
  avg: number;
}

/** Count, sum, minimum, maximum and average of the numbers among the values (others are ignored). */
export function statistics(values: readonly unknown[]): Statistics | undefined {
  const numbers = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return undefined;
  const sum = numbers.reduce((total, value) => total + value, 0);
  return {
    count: numbers.length,
    sum,
    min: Math.min(...numbers),
    max: Math.max(...numbers),
    avg: sum / numbers.length,
  };
}
