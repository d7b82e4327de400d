import { TextInput } from 'react-admin';

export function ZbvRoleInputs() {
  return (
    <>
      <TextInput source="code" isRequired helperText="Großbuchstaben, Ziffern und _" />
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </>
  );
}
