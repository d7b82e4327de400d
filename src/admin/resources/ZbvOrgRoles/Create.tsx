import { zbvOrgRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvOrgRoleInputs } from './Inputs';

export function ZbvOrgRoleCreate() {
  return (
    <FormPage mode="create" schema={zbvOrgRoleSchema.omit({ id: true })}>
      <ZbvOrgRoleInputs />
    </FormPage>
  );
}
