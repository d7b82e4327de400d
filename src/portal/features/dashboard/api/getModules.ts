import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiGetParsed } from '@shared/api';
import type { ModulePage } from '@shared/portalApi';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';
import { loadSanitizer } from '@shared/ui/kit/SanitizedHtml/DeferredSanitizedHtml';
import { filterParams, type DashboardFilter } from '../model/filter';

/** Cards per page; the first three pages (index 0 to 2) are prefetched (docs/requirements/limits.md). */
export const MODULE_PAGE_SIZE = 12;
export const PREFETCHED_PAGES = 3;
const PREFETCH_STALE_TIME_MS = 5 * 60 * 1000;

export interface PageParam {
  page: number;
  size: number;
}
export type ModulePages = InfiniteData<ModulePage, PageParam>;

export const fetchModulePage = async (filter: DashboardFilter, { page, size }: PageParam): Promise<ModulePage> => {
  const query = new URLSearchParams({ page: String(page), size: String(size), ...filterParams(filter) });
  // With the sanitiser, so the HTML cards of the page show their content as soon as the page does.
  const [modulePage] = await Promise.all([
    apiGetParsed(`${portalApiPaths.modules}?${query.toString()}`, portalSchema('modulePageSchema')),
    loadSanitizer(),
  ]);
  return modulePage;
};

/** One prefetched page, fresh for five minutes. */
export const modulePageQuery = (filter: DashboardFilter, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'modulePage', filter, page],
    queryFn: () => fetchModulePage(filter, { page, size: MODULE_PAGE_SIZE }),
    staleTime: PREFETCH_STALE_TIME_MS,
  });

/** The module list: stale at once, one retry; pages up to index 2 come from the prefetch cache. */
export const modulesQuery = (queryClient: QueryClient, filter: DashboardFilter) =>
  infiniteQueryOptions({
    queryKey: ['dashboard', 'modules', filter],
    queryFn: ({ pageParam }) =>
      pageParam.page < PREFETCHED_PAGES && pageParam.size === MODULE_PAGE_SIZE
        ? queryClient.fetchQuery(modulePageQuery(filter, pageParam.page))
        : fetchModulePage(filter, pageParam),
    initialPageParam: { page: 0, size: MODULE_PAGE_SIZE } as PageParam,
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((count, page) => count + page.content.length, 0);
      return loaded < lastPage.totalElements && lastPage.content.length > 0
        ? { page: lastPageParam.page + 1, size: lastPageParam.size }
        : undefined;
    },
    staleTime: 0,
    retry: 1,
  });

/** Prefetches pages 0 to 2 of the filter. */
export function usePrefetchModulePages(filter: DashboardFilter): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (let page = 0; page < PREFETCHED_PAGES; page += 1)
      void queryClient.prefetchQuery(modulePageQuery(filter, page));
  }, [queryClient, filter]);
}

export const useModules = (filter: DashboardFilter) => useInfiniteQuery(modulesQuery(useQueryClient(), filter));

/**
 * docs/requirements/behaviour.md: after a change on a card, the list reloads in full with size equal to the total count. The
 * prefetched pages are dropped, since they are out of date.
 */
export function useReloadAllModules(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.removeQueries({ queryKey: ['dashboard', 'modulePage'] });
    const lists = queryClient.getQueriesData<ModulePages>({ queryKey: ['dashboard', 'modules'] });
    await Promise.all(
      lists.map(async ([queryKey, data]) => {
        const filter = queryKey[2] as DashboardFilter;
        const size = Math.max(data?.pages[0]?.totalElements ?? MODULE_PAGE_SIZE, 1);
        await queryClient.cancelQueries({ queryKey, exact: true });
        const page = await fetchModulePage(filter, { page: 0, size });
        queryClient.setQueryData<ModulePages>(queryKey, { pages: [page], pageParams: [{ page: 0, size }] });
      }),
    );
  }, [queryClient]);
}
