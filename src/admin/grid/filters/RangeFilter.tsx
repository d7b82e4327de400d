import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminTexts } from '@shared/texts';
import { endOfDay } from '../filterKeys';
import type { GridColumn } from '../gridColumn';
import { useDebouncedText, useGridFilter } from './useGridFilter';

function Bound({
  column,
  filterKey,
  label,
  toFilter,
  fromFilter,
}: {
  column: GridColumn;
  filterKey: string;
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
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={label}
      sx={{ minWidth: 90 }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

/** From–to filter of a number or date column (`field_gte`, `field_lte`). */
export function RangeFilter({ column, from, to }: { column: GridColumn; from: string; to: string }) {
  const isDate = column.kind === 'dateTime';
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  const number = (value: unknown) => (typeof value === 'number' ? String(value) : '');
  return (
    <Stack direction="row" spacing={1}>
      <Bound
        column={column}
        filterKey={from}
        label={adminTexts.grid.filterFrom(column.label)}
        toFilter={(text) => (isDate ? text : Number(text))}
        fromFilter={isDate ? day : number}
      />
      <Bound
        column={column}
        filterKey={to}
        label={adminTexts.grid.filterTo(column.label)}
        toFilter={(text) => (isDate ? endOfDay(text) : Number(text))}
        fromFilter={isDate ? day : number}
      />
    </Stack>
  );
}
