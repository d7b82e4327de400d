import { ReferenceSelect } from '../../forms/inputs';

export function ModuleReportRelationInputs() {
  return (
    <>
      <ReferenceSelect collection="moduleReportRelations" source="moduleId" isRequired />
      <ReferenceSelect collection="moduleReportRelations" source="reportId" isRequired />
    </>
  );
}
