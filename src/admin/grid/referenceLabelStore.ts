import { useSyncExternalStore } from 'react';
import type { RaRecord } from 'react-admin';
import { cellText, type ReferenceLabels } from './cellText';
import type { GridColumn } from './gridColumn';

export const noLabels: ReferenceLabels = new Map();

/**
 * One grid's labels of referenced records, kept outside React state. They arrive after the rows: as the grid's
 * state they gave the table new column definitions and re-rendered every cell of the page; here only the cells
 * that show a label subscribe, and only those whose text changes render again.
 */
export interface ReferenceLabelStore {
  get: () => ReferenceLabels;
  set: (labels: ReferenceLabels) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createReferenceLabelStore(): ReferenceLabelStore {
  let labels = noLabels;
  const listeners = new Set<() => void>();
  return {
    get: () => labels,
    set: (next) => {
      if (next === labels) return;
      labels = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ignoreChanges = () => () => undefined;

/** A cell's text, rendered again only when that text changes (a label arriving for it); only references listen. */
export const useLabelledText = (store: ReferenceLabelStore, column: GridColumn, record: RaRecord): string =>
  useSyncExternalStore(column.kind === 'reference' ? store.subscribe : ignoreChanges, () =>
    cellText(column, record, store.get()),
  );

/** What names a row for screen readers (its select box, its open link): its label column's text, else its id. */
export const useRowName = (store: ReferenceLabelStore, labelColumn: GridColumn, record: RaRecord): string =>
  useLabelledText(store, labelColumn, record) || String(record.id);
