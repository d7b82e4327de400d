import { docsOrgRoleSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { DocsOrgRoleInputs } from './Inputs';

export function DocsOrgRoleCreate() {
  return (
    <FormPage mode="create" schema={docsOrgRoleSchema.omit({ id: true })}>
      <DocsOrgRoleInputs />
    </FormPage>
  );
}
