import { ReferenceSelect } from '../../forms/inputs';

export function ZbvUserModuleInputs() {
  return (
    <>
      <ReferenceSelect collection="zbvUserModules" source="accountId" isRequired />
      <ReferenceSelect collection="zbvUserModules" source="moduleId" isRequired />
    </>
  );
}
