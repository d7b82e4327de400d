import { ReferenceSelect } from '../../forms/inputs';

export function GroupUserRelationInputs() {
  return (
    <>
      <ReferenceSelect collection="groupUserRelations" source="groupId" isRequired />
      <ReferenceSelect collection="groupUserRelations" source="accountId" isRequired />
    </>
  );
}
