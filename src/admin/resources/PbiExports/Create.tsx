import { pbiExportSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportInputs } from './Inputs';

const withCreationTime = (data: Record<string, unknown>) => ({ ...data, createdAt: new Date().toISOString() });

export function PbiExportCreate() {
  return (
    <FormPage mode="create" schema={pbiExportSchema.omit({ id: true, createdAt: true })} transform={withCreationTime}>
      <PbiExportInputs />
    </FormPage>
  );
}
