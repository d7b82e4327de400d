import { pbiExportScheduleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportScheduleInputs } from './Inputs';

const createSchema = pbiExportScheduleSchema.omit({ id: true, lastRunAt: true });

export function PbiExportScheduleCreate() {
  return (
    <FormPage mode="create" schema={createSchema} defaultValues={{ active: true, timezone: 'Europe/Berlin' }}>
      <PbiExportScheduleInputs />
    </FormPage>
  );
}
