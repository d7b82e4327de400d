import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, type FilterPayload } from 'react-admin';
import { fetchAllRows } from './fetchAllRows';

export const allRowsQueryKey = (resource: string, filter: FilterPayload) => [resource, 'gridAll', filter] as const;

/** The whole filtered set while `enabled` (grouping), with how far loading has come. */
export function useAllRows(resource: string, filter: FilterPayload, enabled: boolean) {
  const dataProvider = useDataProvider();
  const queryKey = allRowsQueryKey(resource, filter);
  const key = JSON.stringify(queryKey);
  // Kept with the set it counts: after a change of filter the last set's count is not shown as this one's.
  const [progress, setProgress] = useState<{ key: string; loaded: number; total: number }>();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      fetchAllRows(
        dataProvider,
        resource,
        { filter, sort: { field: 'id', order: 'ASC' } },
        (loaded, total) => setProgress({ key, loaded, total }),
        signal,
      ),
    enabled,
    staleTime: 30_000,
  });
  return {
    rows: query.data,
    isPending: enabled && query.isPending,
    isFetching: query.isFetching,
    progress: progress?.key === key ? progress : undefined,
  };
}
