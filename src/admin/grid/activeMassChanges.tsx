import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { adminTexts } from '@shared/texts';
import type { MassChange } from './MassChangeButton';

/** "Aktivieren" / "Deaktivieren" for resources with an `active` flag. */
export const activeMassChanges: readonly MassChange[] = [
  { label: adminTexts.massChanges.activate, icon: <CheckCircleIcon />, change: { active: true } },
  { label: adminTexts.massChanges.deactivate, icon: <BlockIcon />, change: { active: false } },
];
