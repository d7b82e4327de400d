import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertMessage, apiDelete, apiPost } from '@shared/api';
import type { DashboardReport, ModuleDto } from '@shared/portalApi';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { useReloadAllModules } from './getModules';
import {
  restoreModuleLists,
  setModuleFavorite,
  setReportFavorite,
  snapshotModuleLists,
  updateModuleEntries,
} from './updateModules';

const texts = portalTexts.dashboard;

/**
 * Module favourite: toggled at once, rolled back with 'Konnte nicht geändert werden' on failure, then reloaded; a
 * stored change is confirmed in a snackbar (role status, read out).
 */
export function useToggleModuleFavorite() {
  const queryClient = useQueryClient();
  const reloadAll = useReloadAllModules();
  const { showMessage } = useSnackbar();
  return useMutation({
    mutationFn: ({ module, favorite }: { module: ModuleDto; favorite: boolean }) =>
      favorite
        ? apiPost(portalApiPaths.moduleFavorite(module.id))
        : apiDelete(portalApiPaths.moduleFavorite(module.id)),
    onMutate: async ({ module, favorite }) => {
      const snapshot = await snapshotModuleLists(queryClient);
      updateModuleEntries(queryClient, setModuleFavorite(module.id, favorite));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restoreModuleLists(queryClient, snapshot);
      showMessage(alertMessage(texts.favoriteChangeFailed, error), 'error');
    },
    onSuccess: (_result, { module, favorite }) =>
      showMessage(favorite ? texts.favoriteAdded(module.name) : texts.favoriteRemoved(module.name)),
    onSettled: () => reloadAll(),
  });
}

const reportQuery = (report: DashboardReport) =>
  `${portalApiPaths.favoriteReport}?${new URLSearchParams({ moduleId: String(report.moduleId), reportId: String(report.id) }).toString()}`;

/** Report favourite: toggled in place and re-sorted; rolled back with the add or remove alert on failure. */
export function useToggleReportFavorite() {
  const queryClient = useQueryClient();
  const reloadAll = useReloadAllModules();
  const { showMessage } = useSnackbar();
  return useMutation({
    mutationFn: ({ report, favorite }: { report: DashboardReport; favorite: boolean }) =>
      favorite ? apiPost(reportQuery(report)) : apiDelete(reportQuery(report)),
    onMutate: async ({ report, favorite }) => {
      const snapshot = await snapshotModuleLists(queryClient);
      updateModuleEntries(queryClient, setReportFavorite(report, favorite));
      return snapshot;
    },
    onError: (error, { favorite }, snapshot) => {
      if (snapshot) restoreModuleLists(queryClient, snapshot);
      showMessage(alertMessage(favorite ? texts.reportAddFailed : texts.reportRemoveFailed, error), 'error');
    },
    onSuccess: (_result, { report, favorite }) =>
      showMessage(favorite ? texts.favoriteAdded(report.name) : texts.favoriteRemoved(report.name)),
    onSettled: () => reloadAll(),
  });
}
