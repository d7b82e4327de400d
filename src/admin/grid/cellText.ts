import { compareAscending } from '@shared/api/listOrder';
import { adminTexts } from '@shared/texts';
import type { GridColumn } from './gridColumn';

/** Labels of referenced records by resource, then by id (as a string). */
export type ReferenceLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

const numberFormat = new Intl.NumberFormat('de-DE');
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (value: string): string => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTimeFormat.format(time);
};

/** A nested record in a list (e.g. a report's pages) is shown by its display name or name. */
const nestedName = (value: object): string => {
  const { displayName, name } = value as { displayName?: unknown; name?: unknown };
  return typeof displayName === 'string' ? displayName : typeof name === 'string' ? name : JSON.stringify(value);
};

const choiceLabel = (column: GridColumn, value: unknown): string =>
  value !== null && typeof value === 'object'
    ? nestedName(value)
    : (column.choices?.find((choice) => choice.value === String(value))?.label ?? String(value));

/** The text a cell shows, prints and exports: German numbers, dates and yes/no, labels for references. */
export function cellText(column: GridColumn, record: Record<string, unknown>, labels: ReferenceLabels): string {
  const value = record[column.field];
  if (value === undefined || value === null || value === '') return '';
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' ? numberFormat.format(value) : String(value);
    case 'boolean':
      return value === true ? adminTexts.common.yes : adminTexts.common.no;
    case 'enum':
      return choiceLabel(column, value);
    case 'reference': {
      const resource = column.reference?.resource ?? '';
      return labels.get(resource)?.get(String(value)) ?? String(value);
    }
    case 'list':
      return Array.isArray(value) ? value.map((item) => choiceLabel(column, item)).join(', ') : String(value);
    case 'dateTime':
      return formatDateTime(String(value));
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

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
