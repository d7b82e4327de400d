import { pbiRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiRoleInputs } from './Inputs';

export function PbiRoleEdit() {
  return (
    <FormPage mode="edit" schema={pbiRoleSchema}>
      <PbiRoleInputs />
    </FormPage>
  );
}
