import { ReferenceSelect } from '../../forms/inputs';

/** Which user may use the PBI accounts of which account group. */
export function PbiRelationGroupAccountInputs() {
  return (
    <>
      <ReferenceSelect collection="pbiRelationGroupAccounts" source="pbiAccountGroupId" isRequired />
      <ReferenceSelect collection="pbiRelationGroupAccounts" source="accountId" isRequired />
    </>
  );
}
