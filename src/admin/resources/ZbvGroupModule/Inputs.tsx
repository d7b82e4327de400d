import { ReferenceSelect } from '../../forms/inputs';

export function ZbvGroupModuleInputs() {
  return (
    <>
      <ReferenceSelect collection="zbvGroupModules" source="groupId" isRequired />
      <ReferenceSelect collection="zbvGroupModules" source="moduleId" isRequired />
    </>
  );
}
