import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
import { environments, partnerTypes } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { EnumSelect } from '../../forms/inputs';
import { fieldLabel, recordLabel, resourceOf } from '../collections';

export function ZbvOrgInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="shortName" fullWidth />
      <TextInput source="blz" helperText={adminTexts.zbv.blzHelp} />
      <EnumSelect source="partnerType" values={partnerTypes} isRequired />
      <EnumSelect source="environment" values={environments} isRequired />
      <ReferenceInput source="parentId" reference={resourceOf('zbvOrgs')} perPage={50}>
        <AutocompleteInput
          label={fieldLabel('zbvOrgs', 'parentId')}
          optionText={(record) => recordLabel('zbvOrgs', record)}
          fullWidth
        />
      </ReferenceInput>
      <BooleanInput source="active" />
    </>
  );
}
