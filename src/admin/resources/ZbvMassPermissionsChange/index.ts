import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvMassPermissionsChangeAction: ResourceViews = {
  icon: PlaylistAddCheckIcon,
  page: lazyView(() => import('./Page'), 'ZbvMassPermissionsChangePage'),
};
