import SmartToyIcon from '@mui/icons-material/SmartToy';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { portalTexts } from '@shared/texts';
import { useSettingsMap } from '../settings/api/getSettingsMap';
import { isAssistantEnabled } from './assistantEnabled';
import { AssistantPanel } from './AssistantPanel';

const AI_MODULES_SETTING = 'ki.enabled.modules.ids';

/**
 * The assistant button of a report view, when its module is enabled for it (docs/requirements/roles.md); closed by default.
 * It sits in the report's header row: a button floating over the page covered part of the report's charts.
 */
export function AssistantLauncher({ moduleId }: { moduleId: string }) {
  const settings = useSettingsMap();
  const [open, setOpen] = useState(false);
  if (!settings.data || !isAssistantEnabled(settings.data[AI_MODULES_SETTING], moduleId)) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SmartToyIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ flexShrink: 0 }}
      >
        {portalTexts.assistant.open}
      </Button>
      {open && <AssistantPanel onClose={() => setOpen(false)} />}
    </>
  );
}
