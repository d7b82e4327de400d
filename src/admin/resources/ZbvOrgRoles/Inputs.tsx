import { ReferenceSelect } from '../../forms/inputs';
import { ZbvRoleInput } from '../../forms/ZbvRoleInput';
import { fieldLabel } from '../collections';

/** A module for every holder of a ZBV role, optionally only within one organisation. */
export function ZbvOrgRoleInputs() {
  return (
    <>
      <ZbvRoleInput source="zbvRole" label={fieldLabel('zbvOrgRoles', 'zbvRole')} isRequired />
      <ReferenceSelect collection="zbvOrgRoles" source="orgId" />
      <ReferenceSelect collection="zbvOrgRoles" source="moduleId" isRequired />
    </>
  );
}
