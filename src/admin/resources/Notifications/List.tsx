import { activeMassChanges } from '../../grid/activeMassChanges';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns(
  'notifications',
  ['title', 'validFrom', 'validTo', 'active', 'targetAccountIds', 'targetOrgIds', 'message'],
  { targetAccountIds: { hidden: true }, targetOrgIds: { hidden: true }, message: { hidden: true } },
);

export function NotificationList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'validFrom', order: 'DESC' }}
      massChanges={activeMassChanges}
    />
  );
}
