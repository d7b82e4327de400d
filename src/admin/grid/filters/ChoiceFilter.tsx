import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { adminTexts } from '@shared/texts';
import type { GridChoice, GridColumn } from '../gridColumn';
import type { Wake } from './FilterWhenFocused';
import { useGridFilter } from './useGridFilter';

const ALL = '';

/**
 * Equals-filter of an enum or boolean column, or contains-filter of a list column, as a drop-down; open at once
 * when a click asked for it.
 */
export function ChoiceFilter({ column, filterKey, wake }: { column: GridColumn; filterKey: string; wake?: Wake }) {
  const { filterValues, setFilter } = useGridFilter();
  const choices: readonly GridChoice[] =
    column.kind === 'boolean'
      ? [
          { value: 'true', label: adminTexts.common.yes },
          { value: 'false', label: adminTexts.common.no },
        ]
      : (column.choices ?? []);
  const current = filterValues[filterKey];
  const value = current === undefined ? ALL : String(current);
  const toFilterValue = (text: string): unknown =>
    text === ALL ? undefined : column.kind === 'boolean' ? text === 'true' : text;
  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      autoFocus={wake !== undefined}
      value={value}
      onChange={(event) => setFilter({ [filterKey]: toFilterValue(event.target.value) })}
      slotProps={{
        select: {
          displayEmpty: true,
          defaultOpen: wake?.byPointer,
          SelectDisplayProps: { 'aria-label': adminTexts.grid.filter(column.label) },
        },
      }}
    >
      <MenuItem value={ALL}>{adminTexts.grid.filterAll}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
