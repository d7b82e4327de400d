import { activeMassChanges } from '../../grid/activeMassChanges';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';
import { ShownNotifications } from './ShownNotifications';

const columns = pickColumns(
  'notifications',
  ['title', 'validFrom', 'validTo', 'active', 'targetAccountIds', 'targetOrgIds', 'message', 'createdAt'],
  {
    targetAccountIds: { hidden: true },
    targetOrgIds: { hidden: true },
    message: { hidden: true },
    createdAt: { hidden: true },
  },
);

export function NotificationList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'validFrom', order: 'DESC' }}
      massChanges={activeMassChanges}
      intro={<ShownNotifications />}
    />
  );
}
