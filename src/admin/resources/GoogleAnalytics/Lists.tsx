import Typography from '@mui/material/Typography';
import { gaTexts } from '@shared/texts';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const permissionsManagementColumns = pickColumns('gaPermissionsManagement', [
  'accountId',
  'propertyId',
  'domain',
  'access',
]);
const zbvPermissionColumns = pickColumns('gaZbvPermissions', ['orgId', 'propertyId', 'access']);
const permissionColumns = pickColumns('gaPermissions', ['propertyId', 'propertyName', 'domain']);
const blockedDomainColumns = pickColumns('gaBlockedDomains', ['domain', 'reason']);
const queueColumns = pickColumns('gaQueues', [
  'createdAt',
  'action',
  'accountId',
  'propertyId',
  'access',
  'status',
  'attempts',
  'error',
  'nextAttemptAt',
  'processedAt',
]);

export const GaPermissionsManagementList = () => (
  <ResourceGrid columns={permissionsManagementColumns} defaultSort={{ field: 'propertyId', order: 'ASC' }} />
);
export const GaZbvPermissionList = () => (
  <ResourceGrid columns={zbvPermissionColumns} defaultSort={{ field: 'propertyId', order: 'ASC' }} />
);
export const GaPermissionList = () => (
  <ResourceGrid columns={permissionColumns} defaultSort={{ field: 'propertyName', order: 'ASC' }} />
);
export const GaBlockedDomainList = () => (
  <ResourceGrid
    columns={blockedDomainColumns}
    defaultSort={{ field: 'domain', order: 'ASC' }}
    intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{gaTexts.blockedDomainsIntro}</Typography>}
  />
);
/** Queue entries are written by the worker; a row opens the entry and, when it failed, its retry. */
export const GaQueueList = () => (
  <ResourceGrid
    columns={queueColumns}
    defaultSort={{ field: 'createdAt', order: 'DESC' }}
    rowClick="show"
    intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{gaTexts.queueIntro}</Typography>}
  />
);
