import { zbvOrgRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvOrgRoleInputs } from './Inputs';

export function ZbvOrgRoleEdit() {
  return (
    <FormPage mode="edit" schema={zbvOrgRoleSchema}>
      <ZbvOrgRoleInputs />
    </FormPage>
  );
}
