import { useMemo, type ReactNode } from 'react';
import { useCloseModule } from '../api/closeModule';
import { useToggleModuleFavorite, useToggleReportFavorite } from '../api/favorites';
import { DashboardActionsContext, type DashboardActions } from './dashboardActions';

/** Gives the cards their actions (favourites, close) as stable functions. */
export function DashboardActionsProvider({ children }: { children: ReactNode }) {
  const moduleFavorite = useToggleModuleFavorite().mutate;
  const reportFavorite = useToggleReportFavorite().mutate;
  const close = useCloseModule().mutate;
  const actions = useMemo<DashboardActions>(
    () => ({
      toggleModuleFavorite: (module, favorite) => moduleFavorite({ module, favorite }),
      toggleReportFavorite: (report, favorite) => reportFavorite({ report, favorite }),
      closeModule: close,
    }),
    [moduleFavorite, reportFavorite, close],
  );
  return <DashboardActionsContext.Provider value={actions}>{children}</DashboardActionsContext.Provider>;
}
