import { TextInput } from 'react-admin';
import { ReferenceSelect } from '../../forms/inputs';

/** An export: which template runs for whose account (the owner, the only one who may download its files). */
export function PbiExportInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <ReferenceSelect collection="pbiExports" source="templateId" isRequired />
      <ReferenceSelect collection="pbiExports" source="accountId" isRequired />
    </>
  );
}
