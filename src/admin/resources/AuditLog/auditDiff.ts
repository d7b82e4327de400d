import { isCollectionName, type CollectionName } from '@shared/schemas';
import { cellText } from '../../grid/cellText';
import type { GridColumn } from '../../grid/gridColumn';
import { fieldLabel } from '../collections';
import { columnsFromSchema } from '../schemaColumns';
import { readableText, withoutHtml } from '../../text/readableText';

export interface DiffRow {
  /** The field, or `field.part` for a part of a structured field. */
  field: string;
  /** Its German label from the field labels ("Eigenschaften: HTML-Inhalt" for a part). */
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Structured fields whose parts have labels of their own in the field labels. */
const partLabels: Partial<Record<CollectionName, Record<string, 'moduleProperties'>>> = {
  modules: { properties: 'moduleProperties' },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (...records: Record<string, unknown>[]): string[] => [
  ...new Set(records.flatMap((record) => Object.keys(record))),
];

/** A value as its column shows it in the grid (German labels, ids as written), HTML as text. */
function textOf(column: GridColumn | undefined, value: unknown): string {
  const structured = typeof value === 'object' && value !== null;
  const primitiveList = Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);
  if (!column || column.kind === 'json' || (structured && !primitiveList)) return readableText(value);
  return withoutHtml(cellText(column, { [column.field]: value }, new Map()));
}

/**
 * Field by field, what a record of `resource` looked like before and after a change, as a person reads it: every
 * field of either side with its German label, a structured field (a module's properties) part by part.
 */
export function auditDiff(resource: string, before: unknown, after: unknown): DiffRow[] {
  const collection = isCollectionName(resource) ? resource : undefined;
  const columns = new Map(collection ? columnsFromSchema(collection).map((column) => [column.field, column]) : []);
  const labelOf = (field: string) => (collection ? fieldLabel(collection, field) : field);
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  return fieldsOf(from, to).flatMap((field): DiffRow[] => {
    const [old, now] = [from[field], to[field]];
    if (isPlainObject(old) || isPlainObject(now)) {
      const [oldParts, newParts] = [isPlainObject(old) ? old : {}, isPlainObject(now) ? now : {}];
      const parts = collection ? partLabels[collection]?.[field] : undefined;
      return fieldsOf(oldParts, newParts).map((part) => ({
        field: `${field}.${part}`,
        label: `${labelOf(field)}: ${parts ? fieldLabel(parts, part) : part}`,
        before: readableText(oldParts[part]),
        after: readableText(newParts[part]),
        changed: JSON.stringify(oldParts[part]) !== JSON.stringify(newParts[part]),
      }));
    }
    const column = columns.get(field);
    return [
      {
        field,
        label: labelOf(field),
        before: old === undefined ? '' : textOf(column, old),
        after: now === undefined ? '' : textOf(column, now),
        changed: JSON.stringify(old) !== JSON.stringify(now),
      },
    ];
  });
}
