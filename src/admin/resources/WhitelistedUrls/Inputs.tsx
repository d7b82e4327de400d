import { TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';

export function WhitelistedUrlInputs() {
  return (
    <>
      <TextInput source="pattern" isRequired fullWidth helperText={adminTexts.whitelistedUrl.patternHelp} />
      <TextInput source="description" fullWidth />
    </>
  );
}
