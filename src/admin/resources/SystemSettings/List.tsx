import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';
import { KnownSettings } from './KnownSettings';

const columns = pickColumns('systemSettings', ['id', 'value', 'description']);

/** The key/value map behind GET /keyvalue/map. */
export function SystemSettingList() {
  return <ResourceGrid columns={columns} intro={<KnownSettings />} />;
}
