import { activeMassChanges } from '../../grid/activeMassChanges';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns(
  'modules',
  [
    'name',
    'moduleType',
    'categories',
    'userGroup',
    'width',
    'height',
    'active',
    'shortName',
    'groupKey',
    'pbiModule',
    'description',
  ],
  {
    shortName: { hidden: true },
    groupKey: { hidden: true },
    pbiModule: { hidden: true },
    description: { hidden: true },
  },
);

export function ModuleList() {
  return (
    <ResourceGrid columns={columns} defaultSort={{ field: 'name', order: 'ASC' }} massChanges={activeMassChanges} />
  );
}
