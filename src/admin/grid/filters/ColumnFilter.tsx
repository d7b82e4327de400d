import { memo } from 'react';
import { adminTexts } from '@shared/texts';
import { filterKeysOf } from '../filterKeys';
import type { GridColumn } from '../gridColumn';
import { ChoiceFilter } from './ChoiceFilter';
import { FilterWhenFocused, type DormantField, type Wake } from './FilterWhenFocused';
import { RangeFilter } from './RangeFilter';
import { ReferenceFilter } from './ReferenceFilter';
import { TextFilter } from './TextFilter';

type FilterKeys = ReturnType<typeof filterKeysOf>;

/** The filter of a column's kind, focused on its input `wake.focus` when it was woken by a focus. */
function RealFilter({ column, keys, wake }: { column: GridColumn; keys: FilterKeys; wake: Wake | undefined }) {
  if (keys.from && keys.to) {
    return <RangeFilter column={column} from={keys.from} to={keys.to} focus={wake?.focus} />;
  }
  if (column.kind === 'reference' && keys.equals) {
    return <ReferenceFilter column={column} filterKey={keys.equals} autoFocus={wake !== undefined} />;
  }
  const choiceKey = keys.equals ?? (column.kind === 'list' && column.choices ? keys.contains : undefined);
  if (choiceKey) return <ChoiceFilter column={column} filterKey={choiceKey} wake={wake} />;
  return keys.contains ? <TextFilter column={column} filterKey={keys.contains} autoFocus={wake !== undefined} /> : null;
}

/** The plain inputs that stand for a column's filter until one is focused. */
function dormantFields(column: GridColumn, keys: FilterKeys): DormantField[] {
  const label = adminTexts.grid.filter(column.label);
  if (keys.from && keys.to) {
    const from = adminTexts.grid.filterFrom(column.label);
    const to = adminTexts.grid.filterTo(column.label);
    return [
      { label: from, placeholder: from },
      { label: to, placeholder: to },
    ];
  }
  if (keys.equals || (column.kind === 'list' && column.choices)) {
    const placeholder = column.kind === 'reference' ? label : adminTexts.grid.filterAll;
    return [{ label, placeholder, combobox: true }];
  }
  return [{ label, placeholder: label }];
}

/**
 * The filter under a column's header, matching the column's kind; plain inputs until it is focused or has a value.
 * Memoised: the table draws its header again with every answer, while a filter changes only with its column and
 * the filter values.
 */
export const ColumnFilter = memo(function ColumnFilter({ column }: { column: GridColumn }) {
  const keys = filterKeysOf(column);
  const filterKeys = [keys.equals, keys.contains, keys.from, keys.to].filter((key) => key !== undefined);
  if (filterKeys.length === 0) return null;
  const fields = dormantFields(column, keys);
  return (
    <div style={fields.length > 1 ? { display: 'flex', gap: 8 } : undefined}>
      <FilterWhenFocused fields={fields} filterKeys={filterKeys}>
        {(wake) => <RealFilter column={column} keys={keys} wake={wake} />}
      </FilterWhenFocused>
    </div>
  );
});
