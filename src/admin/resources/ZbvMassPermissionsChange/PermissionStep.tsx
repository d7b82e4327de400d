import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { recordLabel, resourceOf } from '../collections';
import type { PermissionSelection } from './massChange';

const texts = adminTexts.massPermissions;
const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The modules or groups the step offers. */
export function useTargets(target: PermissionSelection['target']) {
  const collection = target === 'modules' ? 'modules' : 'groups';
  const { data = [] } = useGetList(resourceOf(collection), all);
  return { collection, options: data } as const;
}

/** Step 2: grant or revoke, modules (direct grants) or groups (memberships), and which ones. */
export function PermissionStep({
  selection,
  onChange,
}: {
  selection: PermissionSelection;
  onChange: (selection: PermissionSelection) => void;
}) {
  const { collection, options } = useTargets(selection.target);
  const chosen = options.filter((option) => selection.ids.some((id) => String(id) === String(option.id)));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h2">{texts.permissionsHeading}</Typography>
      <FormControl>
        <FormLabel id="mass-mode">{texts.mode}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="mass-mode"
          value={selection.mode}
          onChange={(event) => onChange({ ...selection, mode: event.target.value as PermissionSelection['mode'] })}
        >
          <FormControlLabel value="grant" control={<Radio />} label={texts.grant} />
          <FormControlLabel value="revoke" control={<Radio />} label={texts.revoke} />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="mass-target">{texts.target}</FormLabel>
        <RadioGroup
          aria-labelledby="mass-target"
          value={selection.target}
          onChange={(event) =>
            onChange({ ...selection, target: event.target.value as PermissionSelection['target'], ids: [] })
          }
        >
          <FormControlLabel value="modules" control={<Radio />} label={texts.modulesTarget} />
          <FormControlLabel value="groups" control={<Radio />} label={texts.groupsTarget} />
        </RadioGroup>
      </FormControl>
      <Autocomplete<RaRecord, true>
        multiple
        options={options}
        value={chosen}
        getOptionLabel={(option) => recordLabel(collection, option)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, values) => onChange({ ...selection, ids: values.map((value) => value.id) })}
        renderInput={(params) => (
          <TextField {...params} label={selection.target === 'modules' ? texts.modules : texts.groups} />
        )}
      />
    </Stack>
  );
}
