import { pbiReportSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiReportInputs } from './Inputs';

export function PbiReportCreate() {
  return (
    <FormPage
      mode="create"
      schema={pbiReportSchema.omit({ id: true })}
      defaultValues={{ pages: [], pbiAccountIds: [] }}
    >
      <PbiReportInputs />
    </FormPage>
  );
}
