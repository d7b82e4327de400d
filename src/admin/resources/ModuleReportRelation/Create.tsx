import { moduleReportRelationSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ModuleReportRelationInputs } from './Inputs';

export function ModuleReportRelationCreate() {
  return (
    <FormPage mode="create" schema={moduleReportRelationSchema.omit({ id: true })}>
      <ModuleReportRelationInputs />
    </FormPage>
  );
}
