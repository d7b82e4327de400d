import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertMessage, apiDelete, apiGet, apiPost } from '@shared/api';
import { favoriteReportListSchema, portalApiPaths, type DashboardReport } from '@shared/portalApi';
import { portalTexts, reportTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { reportCallQuery } from './reportQuery';

const favoritesKey = ['report', 'favorites'] as const;
const texts = portalTexts.dashboard;

/**
 * The report view's favourite star: whether this report is among the user's favourite reports, toggled at
 * once and rolled back with 'Konnte nicht hinzugefügt werden' / 'Konnte nicht gelöscht werden' on failure.
 * A stored change is confirmed in a snackbar (role status, read out). The dashboard's lists are marked stale, so its favourites module shows the change on the way back.
 */
export function useReportFavorite(moduleId: string, reportId: string, reportName = '') {
  const queryClient = useQueryClient();
  const { showMessage } = useSnackbar();
  const favorites = useQuery({
    queryKey: favoritesKey,
    queryFn: async () => favoriteReportListSchema.parse(await apiGet(portalApiPaths.favoriteReports)),
  });
  const isThis = (report: { moduleId: string | number; id: string | number }) =>
    String(report.moduleId) === moduleId && String(report.id) === reportId;
  const favorite = favorites.data?.some(isThis) ?? false;

  const toggle = useMutation({
    mutationFn: (add: boolean) => {
      const path = `${portalApiPaths.favoriteReport}?${reportCallQuery({ moduleId, reportId })}`;
      return add ? apiPost(path) : apiDelete(path);
    },
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const before = queryClient.getQueryData(favoritesKey);
      queryClient.setQueryData<DashboardReport[]>(favoritesKey, (list = []) =>
        add
          ? [...list, { id: reportId, moduleId, name: '', reportKey: '', favorite: true }]
          : list.filter((report) => !isThis(report)),
      );
      return before;
    },
    onError: (error, add, before) => {
      queryClient.setQueryData(favoritesKey, before);
      showMessage(alertMessage(add ? texts.reportAddFailed : texts.reportRemoveFailed, error), 'error');
    },
    onSuccess: (_result, add) =>
      showMessage(add ? reportTexts.favoriteAdded(reportName) : reportTexts.favoriteRemoved(reportName)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoritesKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
  return { favorite, known: favorites.isSuccess, toggle: () => toggle.mutate(!favorite) };
}
