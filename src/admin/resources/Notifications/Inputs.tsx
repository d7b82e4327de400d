import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, BooleanInput, DateTimeInput, ReferenceArrayInput, TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { HtmlPreview } from '../../forms/HtmlPreview';
import { fieldLabel, recordLabel, resourceOf } from '../collections';

/** datetime-local gives local time without offset; the schema stores ISO timestamps with one. */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);

export function NotificationInputs() {
  return (
    <>
      <TextInput source="title" isRequired fullWidth />
      <TextInput
        source="message"
        isRequired
        multiline
        minRows={6}
        fullWidth
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <HtmlPreview source="message" />
      <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
        {adminTexts.notifications.validity}
      </Typography>
      <DateTimeInput source="validFrom" parse={toIso} />
      <DateTimeInput source="validTo" parse={toIso} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {adminTexts.notifications.targetsHelp}
      </Typography>
      <ReferenceArrayInput source="targetAccountIds" reference={resourceOf('zbvAccounts')} perPage={50}>
        <AutocompleteArrayInput
          label={fieldLabel('notifications', 'targetAccountIds')}
          optionText={(record) => recordLabel('zbvAccounts', record)}
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="targetOrgIds" reference={resourceOf('zbvOrgs')} perPage={50}>
        <AutocompleteArrayInput
          label={fieldLabel('notifications', 'targetOrgIds')}
          optionText={(record) => recordLabel('zbvOrgs', record)}
          fullWidth
        />
      </ReferenceArrayInput>
      <BooleanInput source="active" />
    </>
  );
}
