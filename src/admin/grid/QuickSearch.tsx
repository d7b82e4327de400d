import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { adminTexts } from '@shared/texts';
import { QUICK_SEARCH_KEY } from './filterKeys';
import { useDebouncedText, useGridFilter } from './filters/useGridFilter';

/** Full-text search over every field of the records (server-side, `q`). */
export function QuickSearch() {
  const { filterValues, setFilter } = useGridFilter();
  const external = typeof filterValues[QUICK_SEARCH_KEY] === 'string' ? (filterValues[QUICK_SEARCH_KEY] as string) : '';
  const [text, change] = useDebouncedText(external, (value) => setFilter({ [QUICK_SEARCH_KEY]: value.trim() }));
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => change(event.target.value)}
      label={adminTexts.grid.quickSearch}
      title={adminTexts.grid.quickSearchHint}
      sx={{ minWidth: 220 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
