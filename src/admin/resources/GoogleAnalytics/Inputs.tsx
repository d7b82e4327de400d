import { TextInput } from 'react-admin';
import { gaTexts } from '../../../shared/texts';
import { adminTexts } from '../../../shared/texts';
import { EnumSelect, ReferenceSelect } from '../../forms/inputs';

const { gaAccess, gaActions } = adminTexts.values;

const AccessSelect = () => <EnumSelect source="access" values={Object.keys(gaAccess)} labels={gaAccess} isRequired />;
const PropertyIdInput = () => <TextInput source="propertyId" isRequired helperText={gaTexts.propertyIdHelp} />;

export function GaPermissionsManagementInputs() {
  return (
    <>
      <ReferenceSelect collection="gaPermissionsManagement" source="accountId" isRequired />
      <PropertyIdInput />
      <TextInput source="domain" isRequired fullWidth />
      <AccessSelect />
    </>
  );
}

export function GaZbvPermissionInputs() {
  return (
    <>
      <ReferenceSelect collection="gaZbvPermissions" source="orgId" isRequired />
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
      <ReferenceSelect collection="gaQueues" source="accountId" isRequired />
      <PropertyIdInput />
      <AccessSelect />
    </>
  );
}
