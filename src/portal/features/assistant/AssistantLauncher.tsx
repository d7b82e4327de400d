import SmartToyIcon from '@mui/icons-material/SmartToy';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { portalTexts } from '../../../shared/texts';
import { useSettingsMap } from '../settings/api/getSettingsMap';
import { isAssistantEnabled } from './assistantEnabled';
import { AssistantPanel } from './AssistantPanel';

const AI_MODULES_SETTING = 'ki.enabled.modules.ids';

/** The assistant button of a report view, when its module is enabled for it (spec section 6); closed by default. */
export function AssistantLauncher({ moduleId }: { moduleId: string }) {
  const settings = useSettingsMap();
  const [open, setOpen] = useState(false);
  if (!settings.data || !isAssistantEnabled(settings.data[AI_MODULES_SETTING], moduleId)) return null;
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
