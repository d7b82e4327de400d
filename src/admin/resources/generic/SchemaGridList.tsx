import { useMemo } from 'react';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { columnsFromSchema } from '../schemaColumns';
import { useAdminRoute } from '../useAdminRoute';

/**
 * The list of a resource whose own screens come with a later issue: every field of its schema in the grid,
 * read-only (filter, sort, group, export, print).
 */
export function SchemaGridList() {
  const route = useAdminRoute();
  const columns = useMemo(() => (route?.kind === 'resource' ? columnsFromSchema(route.collection) : []), [route]);
  return <ResourceGrid columns={columns} rowClick={false} canCreate={false} canDelete={false} />;
}
