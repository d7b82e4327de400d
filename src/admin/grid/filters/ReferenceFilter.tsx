import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { useDebouncedText, useGridFilter, type KeyFilterProps } from './useGridFilter';

const OPTIONS_SHOWN = 50;

/** Equals-filter of a reference column: pick the referenced record, searched on the server as you type. */
export function ReferenceFilter({ column, filterKey, autoFocus }: KeyFilterProps) {
  const reference = column.reference;
  const { filterValues, setFilter } = useGridFilter();
  const dataProvider = useDataProvider();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [, changeSearch] = useDebouncedText('', setSearch);
  const selectedId = filterValues[filterKey] as RaRecord['id'] | undefined;
  const resource = reference?.resource ?? '';
  const { data: options = [] } = useQuery({
    queryKey: [resource, 'gridFilterOptions', search],
    queryFn: async () =>
      (
        await dataProvider.getList(resource, {
          filter: search ? { q: search } : {},
          pagination: { page: 1, perPage: OPTIONS_SHOWN },
          sort: { field: 'id', order: 'ASC' },
        })
      ).data,
    enabled: reference !== undefined && open,
  });
  const { data: selected } = useGetOne(resource, { id: selectedId ?? '' }, { enabled: selectedId !== undefined });
  if (!reference) return null;
  const label = adminTexts.grid.filter(column.label);
  return (
    <Autocomplete<RaRecord>
      size="small"
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selectedId === undefined ? null : (selected ?? null)}
      getOptionLabel={(option) => reference.labelOf(option)}
      isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
      filterOptions={(found) => found}
      onChange={(_event, option) => setFilter({ [filterKey]: option?.id })}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') changeSearch(value);
      }}
      noOptionsText={adminTexts.common.none}
      clearText={adminTexts.grid.filterAll}
      openText={label}
      closeText={label}
      sx={{ minWidth: 160 }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          autoFocus={autoFocus}
          placeholder={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
