import { BooleanInput, CheckboxGroupInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSessionState } from '@shared/auth/sessionState';
import { isOwnAccount, mayChangeRoleOf } from '@shared/roles/roleGrants';
import { portalRoles } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { ReferenceSelect } from '../../forms/inputs';
import { ZbvRolesInput } from '../../forms/ZbvRoleInput';
import { fieldLabel } from '../collections';

/** Role choices the signed-in admin may not give or take on this account are greyed out (the server refuses them). */
function useRoleChoices() {
  const { userData } = useSessionState();
  const record = useRecordContext<{ id: string | number; orgId: string | number }>();
  const orgId = useWatch<{ orgId?: string | number }>({ name: 'orgId' }) ?? record?.orgId;
  const own = userData !== undefined && isOwnAccount(userData, record);
  const choices = portalRoles.map((role) => ({
    id: role,
    name: `${adminTexts.values.portalRoles[role]} (${role})`,
    disabled: !userData || own || !mayChangeRoleOf(userData, { id: record?.id, orgId: orgId ?? '' }, role),
  }));
  return { choices, own };
}

export function ZbvAccountInputs() {
  const { choices, own } = useRoleChoices();
  return (
    <>
      <TextInput source="username" isRequired helperText={adminTexts.zbv.usernameHelp} />
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <TextInput source="email" type="email" isRequired fullWidth />
      <ReferenceSelect collection="zbvAccounts" source="orgId" isRequired />
      <CheckboxGroupInput source="roles" choices={choices} helperText={own ? adminTexts.zbv.ownRolesHelp : undefined} />
      <ZbvRolesInput source="zbvRoles" label={fieldLabel('zbvAccounts', 'zbvRoles')} readOnly={own} />
      <BooleanInput source="active" />
    </>
  );
}
