import { zbvGroupModuleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvGroupModuleInputs } from './Inputs';

export function ZbvGroupModuleCreate() {
  return (
    <FormPage mode="create" schema={zbvGroupModuleSchema.omit({ id: true })}>
      <ZbvGroupModuleInputs />
    </FormPage>
  );
}
