import { activeMassChanges } from '../../grid/activeMassChanges';
import { referenceColumn } from '../../grid/gridColumn';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { fieldLabel, recordLabel, resourceOf } from '../collections';
import { pickColumns } from '../schemaColumns';

const columns = [
  ...pickColumns('zbvOrgs', ['name', 'shortName', 'blz', 'partnerType', 'environment']),
  referenceColumn('parentId', fieldLabel('zbvOrgs', 'parentId'), {
    resource: resourceOf('zbvOrgs'),
    labelOf: (record) => recordLabel('zbvOrgs', record),
  }),
  ...pickColumns('zbvOrgs', ['active']),
];

export function ZbvOrgList() {
  return (
    <ResourceGrid columns={columns} defaultSort={{ field: 'name', order: 'ASC' }} massChanges={activeMassChanges} />
  );
}
