import { NumberInput, TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { EnumSelect } from '../../forms/inputs';

const t = adminTexts.pbiSection;
const kinds = adminTexts.values.pbiAccountKinds;

export function PbiAccountInputs() {
  return (
    <>
      <TextInput source="displayname" isRequired fullWidth />
      <TextInput source="key" type="email" isRequired fullWidth helperText={t.accountKeyHelp} />
      <NumberInput source="sortPriority" step={1} helperText={t.sortPriorityHelp} />
      <EnumSelect source="kind" values={Object.keys(kinds)} labels={kinds} isRequired />
      <TextInput source="workspaceId" fullWidth helperText={t.workspaceHelp} />
    </>
  );
}
