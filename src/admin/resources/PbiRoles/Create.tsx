import { pbiRoleSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiRoleInputs } from './Inputs';

export function PbiRoleCreate() {
  return (
    <FormPage mode="create" schema={pbiRoleSchema.omit({ id: true })}>
      <PbiRoleInputs />
    </FormPage>
  );
}
