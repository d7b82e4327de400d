import { ReferenceSelect } from '../../forms/inputs';
import { ZbvRoleInput } from '../../forms/ZbvRoleInput';
import { fieldLabel } from '../collections';

/** A manual page that only holders of this organisation role (and of the other roles listed for it) see. */
export function DocsOrgRoleInputs() {
  return (
    <>
      <ReferenceSelect collection="docsOrgRoles" source="pageId" isRequired />
      <ZbvRoleInput source="zbvRole" label={fieldLabel('docsOrgRoles', 'zbvRole')} isRequired />
    </>
  );
}
