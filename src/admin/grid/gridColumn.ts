import type { RaRecord } from 'react-admin';
import type { GridChoice, GridColumnKind } from '@shared/gridExport/exportColumn';

export type { GridChoice, GridColumnKind } from '@shared/gridExport/exportColumn';

export interface GridReference {
  /** react-admin resource of the referenced records (a route path without the leading slash). */
  resource: string;
  labelOf: (record: RaRecord) => string;
}

/** One column of the grid: which field, its German label and what kind of value it holds. */
export interface GridColumn {
  field: string;
  label: string;
  kind: GridColumnKind;
  /** Enum and list columns: value → German label, also the filter's options. */
  choices?: readonly GridChoice[];
  reference?: GridReference;
  /** Shown only after the user switches it on in the column menu. */
  hidden?: boolean;
  size?: number;
}

type Extra = Partial<Pick<GridColumn, 'hidden' | 'size'>>;

export const textColumn = (field: string, label: string, extra: Extra = {}): GridColumn => ({
  field,
  label,
  kind: 'text',
  ...extra,
});
export const numberColumn = (field: string, label: string, extra: Extra = {}): GridColumn => ({
  field,
  label,
  kind: 'number',
  ...extra,
});
export const booleanColumn = (field: string, label: string, extra: Extra = {}): GridColumn => ({
  field,
  label,
  kind: 'boolean',
  ...extra,
});
export const dateTimeColumn = (field: string, label: string, extra: Extra = {}): GridColumn => ({
  field,
  label,
  kind: 'dateTime',
  ...extra,
});
export const jsonColumn = (field: string, label: string, extra: Extra = {}): GridColumn => ({
  field,
  label,
  kind: 'json',
  ...extra,
});

/** German labels for values, or the values themselves where they are German already. */
export const choicesOf = (values: readonly string[], labels: Readonly<Record<string, string>> = {}): GridChoice[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export const enumColumn = (
  field: string,
  label: string,
  choices: readonly GridChoice[],
  extra: Extra = {},
): GridColumn => ({ field, label, kind: 'enum', choices, ...extra });

export const listColumn = (
  field: string,
  label: string,
  choices?: readonly GridChoice[],
  extra: Extra = {},
): GridColumn => ({ field, label, kind: 'list', choices, ...extra });

export const referenceColumn = (
  field: string,
  label: string,
  reference: GridReference,
  extra: Extra = {},
): GridColumn => ({ field, label, kind: 'reference', reference, ...extra });

export const isSortable = (column: GridColumn): boolean => column.kind !== 'json' && column.kind !== 'list';
export const isNumeric = (column: GridColumn): boolean => column.kind === 'number';
