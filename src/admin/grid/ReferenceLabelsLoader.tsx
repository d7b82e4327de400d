import { useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import type { GridColumn } from './gridColumn';
import type { ReferenceLabelStore } from './referenceLabelStore';
import { useReferenceLabels } from './useReferenceLabels';

interface ReferenceLabelsLoaderProps {
  store: ReferenceLabelStore;
  columns: readonly GridColumn[];
  rows: readonly RaRecord[];
}

/**
 * Loads the labels of the rows' references into the grid's label store and renders nothing: a component of its
 * own, so that the labels' arrival renders it and the cells that show them, not the whole grid.
 */
export function ReferenceLabelsLoader({ store, columns, rows }: ReferenceLabelsLoaderProps) {
  const labels = useReferenceLabels(columns, rows);
  useEffect(() => store.set(labels), [store, labels]);
  return null;
}
