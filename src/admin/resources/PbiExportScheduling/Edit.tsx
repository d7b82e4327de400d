import { pbiExportScheduleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportScheduleInputs } from './Inputs';

export function PbiExportScheduleEdit() {
  return (
    <FormPage mode="edit" schema={pbiExportScheduleSchema}>
      <PbiExportScheduleInputs />
    </FormPage>
  );
}
