import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('contactInfos', ['reportName', 'supportAvailable', 'email', 'jiraChildId', 'description'], {
  description: { hidden: true },
});

export function ContactInfoList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'reportName', order: 'ASC' }} />;
}
