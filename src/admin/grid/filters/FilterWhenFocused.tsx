import { useRef, useState, type ReactNode } from 'react';
import { plainControl } from '../plainControls';
import { useGridFilter } from './useGridFilter';

export interface DormantField {
  /** The field's accessible name, the same as the real field's. */
  label: string;
  placeholder: string;
  /** The real field is a combobox (a drop-down or a search with options). */
  combobox?: boolean;
}

/** How the real field was asked for: which of its inputs took the focus, and whether by a pointer. */
export interface Wake {
  focus: number;
  byPointer: boolean;
}

interface FilterWhenFocusedProps {
  fields: readonly DormantField[];
  /** The list filter keys the filter sets: while one has a value, the real field shows it. */
  filterKeys: readonly string[];
  children: (wake: Wake | undefined) => ReactNode;
}

/**
 * A column filter as plain inputs until one is focused (see `plainControls.ts`): the filter row is drawn with the
 * table's first render, and its MUI fields (a text field, a drop-down, a search with options, each several styled
 * components) were most of that render's header. Focusing a plain input puts the real field in its place, which
 * takes the focus in the same turn, so what the user types lands there.
 */
export function FilterWhenFocused({ fields, filterKeys, children }: FilterWhenFocusedProps) {
  const { filterValues } = useGridFilter();
  const [wake, setWake] = useState<Wake>();
  const pointerDown = useRef(false);
  const active = filterKeys.some((key) => filterValues[key] !== undefined && filterValues[key] !== '');
  if (wake || active) return children(wake);
  return fields.map((field, index) => (
    <input
      key={field.label}
      className={plainControl.filterField}
      aria-label={field.label}
      placeholder={field.placeholder}
      role={field.combobox ? 'combobox' : undefined}
      aria-expanded={field.combobox ? false : undefined}
      onMouseDown={() => (pointerDown.current = true)}
      onFocus={() => setWake({ focus: index, byPointer: pointerDown.current })}
    />
  ));
}
