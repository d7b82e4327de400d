import type { QueryClient } from '@tanstack/react-query';
import type { DashboardReport, ModuleDto, ModuleEntry } from '@shared/portalApi';
import { sortReports } from '../model/reports';
import { FAVORITES_MODULE_TYPE } from '../model/moduleTypes';
import type { ModulePages } from './getModules';

const listsKey = { queryKey: ['dashboard', 'modules'] };

/** Snapshot of every loaded module list, to roll an optimistic change back. */
export async function snapshotModuleLists(queryClient: QueryClient) {
  await queryClient.cancelQueries(listsKey);
  return queryClient.getQueriesData<ModulePages>(listsKey);
}

export function restoreModuleLists(
  queryClient: QueryClient,
  snapshot: Awaited<ReturnType<typeof snapshotModuleLists>>,
) {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}

/** Applies `change` to every module entry of every loaded list. */
export function updateModuleEntries(queryClient: QueryClient, change: (entry: ModuleEntry) => ModuleEntry) {
  queryClient.setQueriesData<ModulePages>(listsKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map(change) })) } : data,
  );
}

export const setModuleFavorite = (moduleId: ModuleDto['id'], favorite: boolean) => (entry: ModuleEntry) =>
  String(entry.moduleDto.id) === String(moduleId) ? { favorite, moduleDto: { ...entry.moduleDto, favorite } } : entry;

/** Toggles the report in place wherever it is listed and re-sorts those lists. */
export const setReportFavorite = (target: DashboardReport, favorite: boolean) => (entry: ModuleEntry) => {
  const module = entry.moduleDto;
  const matches = (report: DashboardReport) =>
    String(report.id) === String(target.id) && String(report.moduleId) === String(target.moduleId);
  if (!module.reports.some(matches)) return entry;
  const reports = module.reports.map((report) => (matches(report) ? { ...report, favorite } : report));
  return {
    ...entry,
    moduleDto: { ...module, reports: sortReports(reports, module.moduleType === FAVORITES_MODULE_TYPE) },
  };
};
