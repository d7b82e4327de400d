import { pbiReportFilterSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { withoutBlankValues } from './filterValues';
import { PbiReportFilterInputs } from './Inputs';

export function PbiReportFilterEdit() {
  return (
    <FormPage mode="edit" schema={pbiReportFilterSchema} transform={withoutBlankValues}>
      <PbiReportFilterInputs />
    </FormPage>
  );
}
