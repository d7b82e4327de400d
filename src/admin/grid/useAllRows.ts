import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, type FilterPayload } from 'react-admin';
import { fetchAllRows } from './fetchAllRows';

export const allRowsQueryKey = (resource: string, filter: FilterPayload) => [resource, 'gridAll', filter] as const;

/** The whole filtered set while `enabled` (grouping), with how far loading has come. */
export function useAllRows(resource: string, filter: FilterPayload, enabled: boolean) {
  const dataProvider = useDataProvider();
  const [progress, setProgress] = useState<{ loaded: number; total: number }>();
  const query = useQuery({
    queryKey: allRowsQueryKey(resource, filter),
    queryFn: ({ signal }) =>
      fetchAllRows(
        dataProvider,
        resource,
        { filter, sort: { field: 'id', order: 'ASC' } },
        (loaded, total) => setProgress({ loaded, total }),
        signal,
      ),
    enabled,
    staleTime: 30_000,
  });
  return { rows: query.data, isPending: enabled && query.isPending, isFetching: query.isFetching, progress };
}
