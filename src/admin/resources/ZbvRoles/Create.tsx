import { zbvRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvRoleInputs } from './Inputs';

export function ZbvRoleCreate() {
  return (
    <FormPage mode="create" schema={zbvRoleSchema.omit({ id: true })}>
      <ZbvRoleInputs />
    </FormPage>
  );
}
