import { createContext, useContext } from 'react';
import type { DashboardReport, ModuleDto } from '@shared/portalApi';

/** What a card can change; stable functions, so memoised cards do not re-render for them. */
export interface DashboardActions {
  toggleModuleFavorite: (module: ModuleDto, favorite: boolean) => void;
  toggleReportFavorite: (report: DashboardReport, favorite: boolean) => void;
  closeModule: (module: ModuleDto) => void;
}

export const DashboardActionsContext = createContext<DashboardActions | null>(null);

export function useDashboardActions(): DashboardActions {
  const actions = useContext(DashboardActionsContext);
  if (!actions) throw new Error('useDashboardActions needs a DashboardActionsContext above it.');
  return actions;
}
