import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { alertMessage, apiPut } from '@shared/api';
import { portalApiPaths, type ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { FAVORITES_MODULE_TYPE } from '../model/moduleTypes';
import { fetchModulePage, useReloadAllModules } from './getModules';

/** The user's favourite modules in their order (all of them, for the order dialog). */
export const favoriteModulesQuery = queryOptions({
  queryKey: ['dashboard', 'favoriteModules'],
  queryFn: async () => {
    const page = await fetchModulePage({ kind: 'favorite' }, { page: 0, size: 10_000 });
    return page.content.map((entry) => entry.moduleDto).filter((m) => m.moduleType !== FAVORITES_MODULE_TYPE);
  },
  staleTime: 0,
});

export const useFavoriteModules = (enabled: boolean) => useQuery({ ...favoriteModulesQuery, enabled });

/** Saves the order, then reloads the dashboard. */
export function useSaveFavoriteOrder(onSaved: () => void) {
  const reloadAll = useReloadAllModules();
  const { showMessage } = useSnackbar();
  return useMutation({
    mutationFn: (modules: ModuleDto[]) =>
      apiPut(portalApiPaths.favoriteModuleOrder, { moduleIds: modules.map((module) => module.id) }),
    onSuccess: async () => {
      showMessage(portalTexts.dashboard.orderSaved, 'success');
      onSaved();
      await reloadAll();
    },
    onError: (error) => showMessage(alertMessage(portalTexts.dashboard.orderFailed, error), 'error'),
  });
}
