import SmartToyIcon from '@mui/icons-material/SmartToy';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { portalRoutes } from '../../../shared/routes';
import { portalTexts } from '../../../shared/texts';
import { useSettingsMap } from '../settings/api/getSettingsMap';
import { isAssistantEnabled } from './assistantEnabled';
import { AssistantPanel } from './AssistantPanel';

const AI_MODULES_SETTING = 'ki.enabled.modules.ids';

/** The assistant button on report pages of modules it is enabled for (spec section 6); closed by default. */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  const settings = useSettingsMap();
  const [open, setOpen] = useState(false);
  const moduleId = matchPath(portalRoutes.report.pattern, pathname)?.params.moduleId;
  if (!moduleId || !settings.data || !isAssistantEnabled(settings.data[AI_MODULES_SETTING], moduleId)) return null;
  if (open) return <AssistantPanel onClose={() => setOpen(false)} />;
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={() => setOpen(true)}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.modal - 1 }}
    >
      <SmartToyIcon sx={{ mr: 1 }} />
      {portalTexts.assistant.open}
    </Fab>
  );
}
