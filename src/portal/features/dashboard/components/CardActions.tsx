import StarsIcon from '@mui/icons-material/Stars';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { FAVORITES_MODULE_TYPE } from '../model/moduleTypes';
import { RemoveModuleButton } from './cards/RemoveModuleButton';
import { useDashboardActions } from './dashboardActions';
import { FavoriteToggle } from './FavoriteToggle';

/** The favourites module's fixed icon, or the favourite star (and for a temporary module the remove icon). */
export function CardActions({ module }: { module: ModuleDto }) {
  const { toggleModuleFavorite } = useDashboardActions();
  if (module.moduleType === FAVORITES_MODULE_TYPE) {
    return <StarsIcon titleAccess={portalTexts.dashboard.favoritesModuleIcon} sx={{ color: 'warning.dark' }} />;
  }
  const favorite = Boolean(module.favorite);
  return (
    <>
      <FavoriteToggle name={module.name} favorite={favorite} onToggle={() => toggleModuleFavorite(module, !favorite)} />
      {module.moduleType === 'TEMPORARY' && <RemoveModuleButton module={module} />}
    </>
  );
}
