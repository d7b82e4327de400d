import { AutocompleteArrayInput, ReferenceArrayInput, TextInput } from 'react-admin';
import { fieldLabel, recordLabel, resourceOf } from '../collections';

export function PbiAccountGroupInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <ReferenceArrayInput source="pbiAccountIds" reference={resourceOf('pbiAccounts')} perPage={50}>
        <AutocompleteArrayInput
          label={fieldLabel('pbiAccountGroups', 'pbiAccountIds')}
          optionText={(record) => recordLabel('pbiAccounts', record)}
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  );
}
