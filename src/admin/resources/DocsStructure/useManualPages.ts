import { useGetList, useResourceContext } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../grid/fetchAllRows';
import type { TreePage } from './pageTree';

/** Every manual page (the manual has dozens, not thousands), for the tree and the parent picker. */
export function useManualPages() {
  const resource = useResourceContext() ?? '';
  const { data, isPending, error } = useGetList<TreePage & { id: string }>(resource, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'position', order: 'ASC' },
  });
  return { pages: data, isPending, error };
}
