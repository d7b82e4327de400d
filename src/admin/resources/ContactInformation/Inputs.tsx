import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { HtmlPreview } from '../../forms/HtmlPreview';

/** Who answers support requests about a report ('default': general questions and reports without an entry). */
export function ContactInfoInputs() {
  return (
    <>
      <TextInput source="reportName" isRequired fullWidth />
      <BooleanInput source="supportAvailable" />
      <TextInput source="email" type="email" fullWidth />
      <NumberInput source="jiraChildId" min={0} step={1} />
      <TextInput
        source="description"
        multiline
        minRows={4}
        fullWidth
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <HtmlPreview source="description" />
    </>
  );
}
