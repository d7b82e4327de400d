import { zbvUserModuleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvUserModuleInputs } from './Inputs';

export function ZbvUserModuleEdit() {
  return (
    <FormPage mode="edit" schema={zbvUserModuleSchema}>
      <ZbvUserModuleInputs />
    </FormPage>
  );
}
