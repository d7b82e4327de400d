import { pbiReportSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiReportInputs } from './Inputs';

export function PbiReportEdit() {
  return (
    <FormPage mode="edit" schema={pbiReportSchema}>
      <PbiReportInputs />
    </FormPage>
  );
}
