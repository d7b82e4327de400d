import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { recordLabel, resourceOf } from '../collections';
import { accountFilter, type AccountSelection } from './massChange';

const texts = adminTexts.massPermissions;
const PREVIEW = 10;
const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Step 1: which accounts, by organisation, ZBV role, text and activity; shows how many match. */
export function AccountStep({
  selection,
  onChange,
}: {
  selection: AccountSelection;
  onChange: (selection: AccountSelection) => void;
}) {
  const orgs = useGetList(resourceOf('zbvOrgs'), all);
  const roles = useGetList(resourceOf('zbvRoles'), { ...all, sort: { field: 'code', order: 'ASC' } });
  const matching = useMatchingAccounts(selection);
  const selectedOrg = orgs.data?.find((org) => String(org.id) === String(selection.orgId)) ?? null;
  const selectedRole = roles.data?.find((role) => role.code === selection.zbvRole) ?? null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h2">{texts.accountsHeading}</Typography>
      <Autocomplete<RaRecord>
        options={orgs.data ?? []}
        value={selectedOrg}
        getOptionLabel={(org) => recordLabel('zbvOrgs', org)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, org) => onChange({ ...selection, orgId: org?.id })}
        renderInput={(params) => <TextField {...params} label={texts.organisation} />}
      />
      <Autocomplete<RaRecord>
        options={roles.data ?? []}
        value={selectedRole}
        getOptionLabel={(role) => recordLabel('zbvRoles', role)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, role) => onChange({ ...selection, zbvRole: role ? String(role.code) : undefined })}
        renderInput={(params) => <TextField {...params} label={texts.zbvRole} />}
      />
      <TextField
        label={texts.search}
        value={selection.search}
        onChange={(event) => onChange({ ...selection, search: event.target.value })}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={selection.onlyActive}
            onChange={(event) => onChange({ ...selection, onlyActive: event.target.checked })}
          />
        }
        label={texts.onlyActive}
      />
      <div role="status">
        <Typography sx={{ fontWeight: 600 }}>
          {matching.total ? texts.matchingAccounts(matching.total) : texts.noAccounts}
        </Typography>
      </div>
      {matching.data && matching.data.length > 0 && (
        <section aria-labelledby="mass-preview">
          <Typography id="mass-preview" variant="h3" gutterBottom>
            {texts.previewHeading}
          </Typography>
          <ul>
            {matching.data.map((account) => (
              <li key={String(account.id)}>{recordLabel('zbvAccounts', account)}</li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}

/** The first accounts of the selection and how many there are. */
export const useMatchingAccounts = (selection: AccountSelection) =>
  useGetList(resourceOf('zbvAccounts'), {
    filter: accountFilter(selection),
    pagination: { page: 1, perPage: PREVIEW },
    sort: { field: 'username', order: 'ASC' },
  });
