import { zbvUserModuleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvUserModuleInputs } from './Inputs';

export function ZbvUserModuleCreate() {
  return (
    <FormPage mode="create" schema={zbvUserModuleSchema.omit({ id: true })}>
      <ZbvUserModuleInputs />
    </FormPage>
  );
}
