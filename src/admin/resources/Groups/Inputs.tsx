import { TextInput } from 'react-admin';

export function GroupInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </>
  );
}
