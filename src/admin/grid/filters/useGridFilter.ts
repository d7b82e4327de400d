import { useEffect, useRef, useState } from 'react';
import { useEvent, useListFilterContext } from 'react-admin';
import { withFilter } from '../filterKeys';
import type { GridColumn } from '../gridColumn';

/** What the filter of one key gets: its column, the key it sets, and whether it takes the focus as it appears. */
export interface KeyFilterProps {
  column: GridColumn;
  filterKey: string;
  autoFocus: boolean;
}

/**
 * The list's filter values and a setter that changes some keys and keeps the others. Read from the list's filter
 * context, which changes with the filters only: the whole list context changes with every answer (rows, totals).
 */
export function useGridFilter() {
  const { filterValues, displayedFilters, setFilters } = useListFilterContext();
  const setFilter = useEvent((changes: Record<string, unknown>) =>
    setFilters(withFilter(filterValues, changes), displayedFilters, false),
  );
  return { filterValues: filterValues as Record<string, unknown>, setFilter };
}

const COMMIT_DELAY_MS = 400;

/**
 * A text input that commits after typing pauses, and follows outside changes of the committed value (e.g.
 * "Filter zurücksetzen") without undoing what the user is typing.
 */
export function useDebouncedText(external: string, commit: (value: string) => void) {
  const [text, setText] = useState(external);
  const [seen, setSeen] = useState(external);
  const [committed, setCommitted] = useState(external);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (external !== seen) {
    setSeen(external);
    if (external !== committed) setText(external);
  }
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCommitted(value);
      commit(value);
    }, COMMIT_DELAY_MS);
  };
  return [text, change] as const;
}
