import type { z } from 'zod';
import { collectionSchemas, type CollectionName } from '@shared/schemas';
import { labelsOfEnum } from '@shared/texts/enumLabels';
import { choicesOf, referenceColumn, type GridColumn, type GridColumnKind } from '../grid/gridColumn';
import { fieldLabel, referenceOf } from './collections';

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  return (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType
    ? unwrap(def.innerType)
    : schema;
};

/** An identifier (`id`, `jiraChildId`): a name made of digits, shown as written ("4711"), never summed or ranged. */
const isIdentifier = (field: string): boolean => field === 'id' || field.endsWith('Id');

const kindOf = (field: string, schema: z.ZodType): { kind: GridColumnKind; values?: string[] } => {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
      return { kind: def.format === 'datetime' ? 'dateTime' : 'text' };
    case 'number':
      return { kind: isIdentifier(field) ? 'text' : 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'array': {
      const element = def.element ? defOf(unwrap(def.element)) : undefined;
      return { kind: 'list', values: element?.type === 'enum' ? Object.values(element.entries ?? {}) : undefined };
    }
    case 'union':
      return { kind: 'text' };
    default:
      return { kind: 'json' };
  }
};

/**
 * Grid columns for every field of a collection, from its zod schema: the kind from the field's type, German
 * labels from the texts, references from the foreign keys. Lists without their own columns use these.
 */
export function columnsFromSchema(collection: CollectionName): GridColumn[] {
  const shape = (collectionSchemas[collection] as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([field, schema]) => {
    const label = fieldLabel(collection, field);
    const reference = referenceOf(collection, field);
    if (reference) return referenceColumn(field, label, reference);
    const { kind, values } = kindOf(field, schema);
    return {
      field,
      label,
      kind,
      ...(values ? { choices: choicesOf(values, labelsOfEnum(values)) } : {}),
      hidden: kind === 'json',
    };
  });
}

/** Some of a collection's schema columns, in the given order, with changes (e.g. hidden until switched on). */
export function pickColumns(
  collection: CollectionName,
  fields: readonly string[],
  changes: Readonly<Record<string, Partial<GridColumn>>> = {},
): GridColumn[] {
  const byField = new Map(columnsFromSchema(collection).map((column) => [column.field, column]));
  return fields.flatMap((field) => {
    const column = byField.get(field);
    return column ? [{ ...column, ...changes[field] }] : [];
  });
}
