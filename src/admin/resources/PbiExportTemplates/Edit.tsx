import { pbiExportTemplateSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportTemplateInputs } from './Inputs';
import { withChosenFilters } from './templateFilters';

export function PbiExportTemplateEdit() {
  return (
    <FormPage mode="edit" schema={pbiExportTemplateSchema} transform={withChosenFilters}>
      <PbiExportTemplateInputs />
    </FormPage>
  );
}
