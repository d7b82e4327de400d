import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { portalRoutes } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { fieldLabel, recordLabel, resourceOf } from '../collections';

const texts = adminTexts.pbiReports;
const visibilityChoices = [
  { id: 0, name: texts.visibility[0] },
  { id: 1, name: texts.visibility[1] },
];

/** The portal's manual page the report links to, opened beside the back office. */
function ManualPageLink() {
  const pageId: unknown = useWatch({ name: 'confluencePageId' });
  if (typeof pageId !== 'string' || !/^\d+$/.test(pageId)) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <Link href={portalRoutes.manualPage.pattern.replace(':pageId', pageId)} target="_blank" rel="noopener">
        {texts.openManualPage}
      </Link>
    </Typography>
  );
}

export function PbiReportInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="groupName" fullWidth />
      <TextInput source="reportKey" isRequired fullWidth />
      <TextInput source="longId" isRequired fullWidth helperText={texts.longIdHelp} />
      <ReferenceArrayInput source="pbiAccountIds" reference={resourceOf('pbiAccounts')} perPage={50}>
        <AutocompleteArrayInput
          label={fieldLabel('pbiReports', 'pbiAccountIds')}
          optionText={(record) => recordLabel('pbiAccounts', record)}
          fullWidth
        />
      </ReferenceArrayInput>
      <TextInput source="confluencePageId" fullWidth helperText={texts.manualPageHelp} />
      <ManualPageLink />
      <TextInput source="powerBiReportId" fullWidth />
      <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
        {texts.pagesHeading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.pagesHelp}
      </Typography>
      <ArrayInput source="pages" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="name" label={texts.pageName} isRequired />
          <TextInput source="displayName" label={texts.pageDisplayName} isRequired />
          <SelectInput
            source="visibility"
            label={texts.pageVisibility}
            choices={visibilityChoices}
            defaultValue={0}
            isRequired
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
