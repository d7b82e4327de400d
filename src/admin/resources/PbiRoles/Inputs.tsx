import { TextInput } from 'react-admin';

export function PbiRoleInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
    </>
  );
}
