import { FormPage } from '../../forms/FormPage';
import { asNewQueueEntry, gaSchemas } from './gaFormSchemas';
import {
  GaBlockedDomainInputs,
  GaPermissionInputs,
  GaPermissionsManagementInputs,
  GaQueueInputs,
  GaZbvPermissionInputs,
} from './Inputs';

export const GaPermissionsManagementCreate = () => (
  <FormPage mode="create" schema={gaSchemas.gaPermissionsManagement.create} defaultValues={{ access: 'VIEWER' }}>
    <GaPermissionsManagementInputs />
  </FormPage>
);
export const GaPermissionsManagementEdit = () => (
  <FormPage mode="edit" schema={gaSchemas.gaPermissionsManagement.edit}>
    <GaPermissionsManagementInputs />
  </FormPage>
);
export const GaZbvPermissionCreate = () => (
  <FormPage mode="create" schema={gaSchemas.gaZbvPermissions.create} defaultValues={{ access: 'VIEWER' }}>
    <GaZbvPermissionInputs />
  </FormPage>
);
export const GaZbvPermissionEdit = () => (
  <FormPage mode="edit" schema={gaSchemas.gaZbvPermissions.edit}>
    <GaZbvPermissionInputs />
  </FormPage>
);
export const GaPermissionCreate = () => (
  <FormPage mode="create" schema={gaSchemas.gaPermissions.create}>
    <GaPermissionInputs />
  </FormPage>
);
export const GaPermissionEdit = () => (
  <FormPage mode="edit" schema={gaSchemas.gaPermissions.edit}>
    <GaPermissionInputs />
  </FormPage>
);
export const GaBlockedDomainCreate = () => (
  <FormPage mode="create" schema={gaSchemas.gaBlockedDomains.create}>
    <GaBlockedDomainInputs />
  </FormPage>
);
export const GaBlockedDomainEdit = () => (
  <FormPage mode="edit" schema={gaSchemas.gaBlockedDomains.edit}>
    <GaBlockedDomainInputs />
  </FormPage>
);
export const GaQueueCreate = () => (
  <FormPage
    mode="create"
    schema={gaSchemas.gaQueues.create}
    defaultValues={{ action: 'GRANT', access: 'VIEWER' }}
    transform={asNewQueueEntry}
  >
    <GaQueueInputs />
  </FormPage>
);
