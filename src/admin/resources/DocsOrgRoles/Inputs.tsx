import { ReferenceSelect } from '../../forms/inputs';
import { TextInput, required } from 'react-admin';
import { fieldLabel } from '../collections';

/** A manual page that only holders of this organisation role (and of the other roles listed for it) see. */
export function DocsOrgRoleInputs() {
  return (
    <>
      <ReferenceSelect collection="docsOrgRoles" source="pageId" isRequired />
      {/* A text field: the ZBV role list belongs to the admin-only ZBV section, which manual admins cannot read. */}
      <TextInput source="zbvRole" label={fieldLabel('docsOrgRoles', 'zbvRole')} validate={required()} />
    </>
  );
}
