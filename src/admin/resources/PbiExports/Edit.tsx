import { pbiExportSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiExportInputs } from './Inputs';

export function PbiExportEdit() {
  return (
    <FormPage mode="edit" schema={pbiExportSchema}>
      <PbiExportInputs />
    </FormPage>
  );
}
