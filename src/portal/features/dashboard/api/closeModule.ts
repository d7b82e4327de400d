import { useMutation } from '@tanstack/react-query';
import { alertMessage, apiPost } from '@shared/api';
import type { ModuleDto } from '@shared/portalApi';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { useReloadAllModules } from './getModules';

/** Closes a temporary module for good, then reloads the list; 'Konnte nicht geschlossen werden' on failure. */
export function useCloseModule() {
  const reloadAll = useReloadAllModules();
  const { showMessage } = useSnackbar();
  return useMutation({
    mutationFn: (module: ModuleDto) =>
      apiPost(`${portalApiPaths.closeModule}?moduleId=${encodeURIComponent(module.id)}`),
    onError: (error) => showMessage(alertMessage(portalTexts.dashboard.closeFailed, error), 'error'),
    onSettled: () => reloadAll(),
  });
}
