import { NumberInput, TextInput, usePermissions } from 'react-admin';
import { adminRouteOfCollection } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { foreignKeys, type CollectionName } from '@shared/schemas';
import type { UserData } from '@shared/schemas/userData';
import { adminTexts, gaTexts } from '@shared/texts';
import { EnumSelect, ReferenceSelect } from '../../forms/inputs';
import { fieldLabel } from '../collections';

const { gaAccess, gaActions } = adminTexts.values;

const AccessSelect = () => <EnumSelect source="access" values={Object.keys(gaAccess)} labels={gaAccess} isRequired />;
const PropertyIdInput = () => <TextInput source="propertyId" isRequired helperText={gaTexts.propertyIdHelp} />;

/**
 * A picker over the referenced records for users who may open them; GA roles without the ZBV screens type
 * the id instead (asking them for the records would be refused and send the whole page to 'Kein Zugriff').
 */
function GaReferenceInput({ collection, source }: { collection: CollectionName; source: string }) {
  const { permissions } = usePermissions<UserData | undefined>();
  const target = foreignKeys[collection]?.[source];
  const route = target && adminRouteOfCollection(target);
  if (route && permissions && mayOpenAdminRoute(permissions, route)) {
    return <ReferenceSelect collection={collection} source={source} isRequired />;
  }
  return (
    <NumberInput
      source={source}
      label={fieldLabel(collection, source)}
      helperText={gaTexts.idInsteadOfPicker}
      min={0}
      step={1}
      isRequired
    />
  );
}

export function GaPermissionsManagementInputs() {
  return (
    <>
      <GaReferenceInput collection="gaPermissionsManagement" source="accountId" />
      <PropertyIdInput />
      <TextInput source="domain" isRequired fullWidth />
      <AccessSelect />
    </>
  );
}

export function GaZbvPermissionInputs() {
  return (
    <>
      <GaReferenceInput collection="gaZbvPermissions" source="orgId" />
      <PropertyIdInput />
      <AccessSelect />
    </>
  );
}

export function GaPermissionInputs() {
  return (
    <>
      <PropertyIdInput />
      <TextInput source="propertyName" isRequired fullWidth />
      <TextInput source="domain" isRequired fullWidth />
    </>
  );
}

export function GaBlockedDomainInputs() {
  return (
    <>
      <TextInput source="domain" isRequired fullWidth helperText={gaTexts.blockedDomainsIntro} />
      <TextInput source="reason" multiline fullWidth />
    </>
  );
}

export function GaQueueInputs() {
  return (
    <>
      <EnumSelect source="action" values={Object.keys(gaActions)} labels={gaActions} isRequired />
      <GaReferenceInput collection="gaQueues" source="accountId" />
      <PropertyIdInput />
      <AccessSelect />
    </>
  );
}
