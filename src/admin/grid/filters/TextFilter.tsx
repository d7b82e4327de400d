import TextField from '@mui/material/TextField';
import { adminTexts } from '@shared/texts';
import { useDebouncedText, useGridFilter, type KeyFilterProps } from './useGridFilter';

/** "Contains" filter of a text or list column (`field_like`, matched as plain text, case-insensitive). */
export function TextFilter({ column, filterKey, autoFocus }: KeyFilterProps) {
  const { filterValues, setFilter } = useGridFilter();
  const external = typeof filterValues[filterKey] === 'string' ? (filterValues[filterKey] as string) : '';
  const [text, change] = useDebouncedText(external, (value) => setFilter({ [filterKey]: value.trim() }));
  return (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      autoFocus={autoFocus}
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={adminTexts.grid.filter(column.label)}
      slotProps={{ htmlInput: { 'aria-label': adminTexts.grid.filter(column.label) } }}
    />
  );
}
