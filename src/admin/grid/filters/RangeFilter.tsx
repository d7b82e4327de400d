import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminTexts } from '@shared/texts';
import { endOfDay } from '../filterKeys';
import type { GridColumn } from '../gridColumn';
import { useDebouncedText, useGridFilter, type KeyFilterProps } from './useGridFilter';

function Bound({
  column,
  filterKey,
  label,
  toFilter,
  fromFilter,
  autoFocus,
}: KeyFilterProps & {
  label: string;
  toFilter: (text: string) => unknown;
  fromFilter: (value: unknown) => string;
}) {
  const { filterValues, setFilter } = useGridFilter();
  const [text, change] = useDebouncedText(fromFilter(filterValues[filterKey]), (value) =>
    setFilter({ [filterKey]: value === '' ? undefined : toFilter(value) }),
  );
  return (
    <TextField
      variant="standard"
      size="small"
      type={column.kind === 'number' ? 'number' : 'date'}
      autoFocus={autoFocus}
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={label}
      sx={{ minWidth: 90 }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

/** From–to filter of a number or date column (`field_gte`, `field_lte`), focused on bound `focus` if given. */
export function RangeFilter({
  column,
  from,
  to,
  focus,
}: {
  column: GridColumn;
  from: string;
  to: string;
  focus?: number;
}) {
  const isDate = column.kind === 'dateTime';
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  const number = (value: unknown) => (typeof value === 'number' ? String(value) : '');
  return (
    <Stack direction="row" spacing={1}>
      <Bound
        column={column}
        filterKey={from}
        label={adminTexts.grid.filterFrom(column.label)}
        autoFocus={focus === 0}
        toFilter={(text) => (isDate ? text : Number(text))}
        fromFilter={isDate ? day : number}
      />
      <Bound
        column={column}
        filterKey={to}
        label={adminTexts.grid.filterTo(column.label)}
        autoFocus={focus === 1}
        toFilter={(text) => (isDate ? endOfDay(text) : Number(text))}
        fromFilter={isDate ? day : number}
      />
    </Stack>
  );
}
