import { compareAscending } from '@shared/api/listOrder';
import { cellTextWith, dateTimeFormatter, type ReferenceLabels } from '@shared/gridExport/cellText';
import type { GridColumn } from './gridColumn';

export type { ReferenceLabels } from '@shared/gridExport/cellText';

/** Date and time as the grid shows them, in the browser's time zone. */
export const formatDateTime = dateTimeFormatter();

/** The text a cell shows: German numbers, dates and yes/no, labels for references (`cellTextWith`). */
export const cellText = cellTextWith(formatDateTime);

/** The value grouping and client-side sorting use: numbers stay numbers, everything else is its cell text. */
export function groupValue(column: GridColumn, record: Record<string, unknown>, labels: ReferenceLabels): unknown {
  const value = record[column.field];
  if (column.kind === 'number') return typeof value === 'number' ? value : undefined;
  if (column.kind === 'dateTime') return typeof value === 'string' ? value : '';
  return cellText(column, record, labels);
}

/** A value the grid sorts by: a group row's statistics (an object) have no place in the order. */
const sortable = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/**
 * The order of stored values when the browser sorts a grouped grid: the data API's own order of the field, so a
 * grid keeps its row order when grouped. TanStack's automatic choice for text with digits (`alphanumeric`) splits
 * both texts on every comparison: about 1.3 s of a 20,000-account grouping on the test machine.
 */
export const compareStoredValues = (a: unknown, b: unknown): number => compareAscending(sortable(a), sortable(b));

const germanOrder = new Intl.Collator('de', { numeric: true });

/** The order of shown texts (labels of references and choices, which the data API cannot sort by): German, none last. */
export function compareShownTexts(a: unknown, b: unknown): number {
  const value = sortable(a);
  const other = sortable(b);
  if (value === undefined || other === undefined) return compareAscending(value, other);
  return germanOrder.compare(String(value), String(other));
}
