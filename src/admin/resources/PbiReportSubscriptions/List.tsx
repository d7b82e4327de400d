import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiReportSubscriptions', [
  'name',
  'accountId',
  'reportId',
  'moduleId',
  'frequency',
  'active',
]);

export function PbiReportSubscriptionList() {
  return <ResourceGrid columns={columns} />;
}
