import { zbvRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvRoleInputs } from './Inputs';

export function ZbvRoleEdit() {
  return (
    <FormPage mode="edit" schema={zbvRoleSchema}>
      <ZbvRoleInputs />
    </FormPage>
  );
}
