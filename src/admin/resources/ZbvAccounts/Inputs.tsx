import { BooleanInput, CheckboxGroupInput, TextInput } from 'react-admin';
import { portalRoles } from '../../../shared/schemas';
import { adminTexts } from '../../../shared/texts';
import { ReferenceSelect } from '../../forms/inputs';
import { ZbvRolesInput } from '../../forms/ZbvRoleInput';
import { fieldLabel } from '../collections';

const roleChoices = portalRoles.map((role) => ({ id: role, name: `${adminTexts.values.portalRoles[role]} (${role})` }));

export function ZbvAccountInputs() {
  return (
    <>
      <TextInput source="username" isRequired helperText="Kleinbuchstaben, Ziffern, Punkt, _ oder -" />
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <TextInput source="email" type="email" isRequired fullWidth />
      <ReferenceSelect collection="zbvAccounts" source="orgId" isRequired />
      <CheckboxGroupInput source="roles" choices={roleChoices} />
      <ZbvRolesInput source="zbvRoles" label={fieldLabel('zbvAccounts', 'zbvRoles')} />
      <BooleanInput source="active" />
    </>
  );
}
