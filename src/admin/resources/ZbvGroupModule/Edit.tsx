import { zbvGroupModuleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvGroupModuleInputs } from './Inputs';

export function ZbvGroupModuleEdit() {
  return (
    <FormPage mode="edit" schema={zbvGroupModuleSchema}>
      <ZbvGroupModuleInputs />
    </FormPage>
  );
}
