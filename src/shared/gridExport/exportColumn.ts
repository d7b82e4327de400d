import { z } from 'zod';
import { isCollectionName, type CollectionName } from '../schemas/collections';

export const gridColumnKinds = ['text', 'number', 'boolean', 'enum', 'reference', 'list', 'dateTime', 'json'] as const;
export type GridColumnKind = (typeof gridColumnKinds)[number];

export interface GridChoice {
  value: string;
  label: string;
}

/**
 * What a cell's text depends on of its column: the field, the kind of value, the German labels of choices, and the
 * resource whose labels a reference shows (a route's resource in the back office, the collection on the server).
 */
export interface CellColumn {
  field: string;
  kind: GridColumnKind;
  choices?: readonly GridChoice[];
  reference?: { resource: string };
}

/** A field name as the data API takes it (letters first: no `__proto__`, no json-server parameter). */
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,99}$/);
const collectionName = z
  .string()
  .refine((name): name is CollectionName => isCollectionName(name), { message: 'Unbekannte Ressource' });

/** A column of an exported list as the grid shows it: its German label, its kind and where its labels come from. */
export const exportColumnSchema = z.strictObject({
  field: fieldName,
  label: z.string().max(200),
  kind: z.enum(gridColumnKinds),
  choices: z
    .array(z.strictObject({ value: z.string().max(500), label: z.string().max(500) }))
    .max(1000)
    .optional(),
  /** The collection a reference column points into. */
  reference: collectionName.optional(),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;
