import { docsOrgRoleSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { DocsOrgRoleInputs } from './Inputs';

export function DocsOrgRoleEdit() {
  return (
    <FormPage mode="edit" schema={docsOrgRoleSchema}>
      <DocsOrgRoleInputs />
    </FormPage>
  );
}
