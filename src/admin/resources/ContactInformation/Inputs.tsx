import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { supportTexts } from '@shared/texts';
import { HtmlPreview } from '../../forms/HtmlPreview';

const help = supportTexts.contactInfo;

/** Who answers support requests about a report ('default': general questions and reports without an entry). */
export function ContactInfoInputs() {
  return (
    <>
      <TextInput source="reportName" isRequired fullWidth helperText={help.reportNameHelp} />
      <BooleanInput source="supportAvailable" />
      <TextInput source="email" type="email" fullWidth helperText={help.emailHelp} />
      <NumberInput source="jiraChildId" min={0} step={1} />
      <TextInput
        source="description"
        multiline
        minRows={4}
        fullWidth
        helperText={help.descriptionHelp}
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <HtmlPreview source="description" />
    </>
  );
}
