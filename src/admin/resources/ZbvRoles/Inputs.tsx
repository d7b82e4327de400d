import { TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';

export function ZbvRoleInputs() {
  return (
    <>
      <TextInput source="code" isRequired helperText={adminTexts.zbv.roleCodeHelp} />
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </>
  );
}
