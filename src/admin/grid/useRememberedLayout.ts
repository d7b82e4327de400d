import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { useSavePreference } from '../preferences/preferences';
import type { GridColumn } from './gridColumn';
import { gridPreferenceKey, keptUnlessChanged, readGridLayout, type GridLayout } from './gridLayout';

const SAVE_DELAY_MS = 500;

/**
 * The column layout (order, visibility, widths, density) the user arranged, starting from the stored one and
 * saved to their preferences once a change has rested for a moment.
 */
export function useRememberedLayout(resource: string, columns: readonly GridColumn[], storedLayout: unknown) {
  const notify = useNotify();
  const savePreference = useSavePreference();
  const [layout, setLayout] = useState<GridLayout>(() =>
    readGridLayout(
      storedLayout,
      columns.map((column) => column.field),
      columns.filter((column) => column.hidden).map((column) => column.field),
    ),
  );
  const [initialLayout] = useState(layout);
  const changeLayout = (change: (old: GridLayout) => GridLayout) =>
    setLayout((old) => keptUnlessChanged(old, change(old)));
  useEffect(() => {
    if (layout === initialLayout) return undefined;
    const timer = setTimeout(() => {
      savePreference(gridPreferenceKey(resource), layout).catch((error: unknown) =>
        notify(alertMessage(adminTexts.grid.preferencesFailed, error), { type: 'warning' }),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [layout, initialLayout, resource, savePreference, notify]);
  return [layout, changeLayout] as const;
}
