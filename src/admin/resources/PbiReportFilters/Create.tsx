import { pbiReportFilterSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { withoutBlankValues } from './filterValues';
import { PbiReportFilterInputs } from './Inputs';

export function PbiReportFilterCreate() {
  return (
    <FormPage
      mode="create"
      schema={pbiReportFilterSchema.omit({ id: true })}
      defaultValues={{ values: [] }}
      transform={withoutBlankValues}
    >
      <PbiReportFilterInputs />
    </FormPage>
  );
}
