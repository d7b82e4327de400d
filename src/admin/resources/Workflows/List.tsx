import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('workflows', ['position', 'name', 'documentation'], { documentation: { hidden: true } });

/** The workflows in the order of the portal menu; a row opens the configuration of its steps. */
export function WorkflowList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'position', order: 'ASC' }} />;
}
