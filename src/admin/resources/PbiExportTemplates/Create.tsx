import { pbiExportTemplateSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportTemplateInputs } from './Inputs';
import { withChosenFilters } from './templateFilters';

export function PbiExportTemplateCreate() {
  return (
    <FormPage
      mode="create"
      schema={pbiExportTemplateSchema.omit({ id: true })}
      defaultValues={{ format: 'PDF', pageNames: [], filters: {} }}
      transform={withChosenFilters}
    >
      <PbiExportTemplateInputs />
    </FormPage>
  );
}
