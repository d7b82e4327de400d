import { moduleReportRelationSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ModuleReportRelationInputs } from './Inputs';

export function ModuleReportRelationEdit() {
  return (
    <FormPage mode="edit" schema={moduleReportRelationSchema}>
      <ModuleReportRelationInputs />
    </FormPage>
  );
}
