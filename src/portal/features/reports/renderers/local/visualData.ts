export type VisualRow = Record<string, string | number>;

export interface VisualColumns {
  /** The first column holding text: the category axis of a chart, the label of a KPI. */
  category?: string;
  /** Columns holding numbers in every row: the series of a chart. */
  measures: string[];
}

/** Splits a small data set into its category column and its numeric measures, in column order. */
export function columnsOf(rows: readonly VisualRow[]): VisualColumns {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const isNumeric = (key: string) => rows.every((row) => typeof row[key] === 'number');
  return {
    category: keys.find((key) => rows.some((row) => typeof row[key] === 'string')),
    measures: keys.filter(isNumeric),
  };
}

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** A cell as German readers expect it: numbers with German separators, text unchanged. */
export const formatCell = (value: string | number | undefined): string =>
  typeof value === 'number' ? numberFormat.format(value) : (value ?? '');
