import { adminTexts } from '../texts/admin';
import type { CellColumn } from './exportColumn';

/** Labels of referenced records by resource, then by id (as a string). */
export type ReferenceLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

export type CellText = (column: CellColumn, record: Record<string, unknown>, labels: ReferenceLabels) => string;

const numberFormat = new Intl.NumberFormat('de-DE');

/**
 * Date and time as German readers write them, in `timeZone` (undefined: the browser's). The server exports in the
 * time zone of the browser that asked, so the file says what the grid showed.
 */
export function dateTimeFormatter(timeZone?: string): (value: string) => string {
  const format = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (value) => {
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : format.format(time);
  };
}

/** Whether `timeZone` names a time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A nested record in a list (e.g. a report's pages) is shown by its display name or name. */
const nestedName = (value: object): string => {
  const { displayName, name } = value as { displayName?: unknown; name?: unknown };
  return typeof displayName === 'string' ? displayName : typeof name === 'string' ? name : JSON.stringify(value);
};

const choiceLabel = (column: CellColumn, value: unknown): string =>
  value !== null && typeof value === 'object'
    ? nestedName(value)
    : (column.choices?.find((choice) => choice.value === String(value))?.label ?? String(value));

/**
 * The text a cell shows, prints and exports: German numbers, dates (through `formatDateTime`) and yes/no, labels
 * for choices and references (a reference without a label shows its id).
 */
export function cellTextWith(formatDateTime: (value: string) => string): CellText {
  return (column, record, labels) => {
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
  };
}
