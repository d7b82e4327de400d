import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { alertMessage } from '@shared/api';
import type { PbiSyncPage } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { useSyncAction, type SyncNotify } from '../../sync/useSyncAction';
import { runPbiSync } from './runPbiSync';

const texts = adminTexts.pbiSync;

interface Props {
  /** The idle title of the button, the route's title. */
  title: string;
  requestPage: (page: number) => Promise<PbiSyncPage>;
  notify: SyncNotify;
}

/** The PBI synchronisation button of docs/requirements/behaviour.md, docs/requirements/errors.md, with the progress of the running sync. */
export function PbiSyncPanel({ title, requestPage, notify }: Props) {
  const [progress, setProgress] = useState<string>();
  const run = useCallback(() => {
    setProgress(undefined);
    return runPbiSync(requestPage, (synced) => {
      const message = texts.progress(synced);
      setProgress(message);
      notify(message, 'info');
    });
  }, [requestPage, notify]);
  const messages = useMemo(
    () => ({
      busyInfo: adminTexts.zbvSync.pleaseWait,
      success: (synced: number) => texts.succeededTitle(title, synced),
      failure: (error: unknown) => alertMessage(texts.failure, error),
    }),
    [title],
  );
  const { busy, outcome, result, start } = useSyncAction(run, messages, notify);
  const buttonTitle = busy
    ? adminTexts.zbvSync.busyTitle
    : outcome === 'success' && result !== undefined
      ? texts.succeededTitle(title, result)
      : outcome === 'failure'
        ? texts.failedTitle(title)
        : title;
  return (
    <Box>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{texts.intro}</Typography>
      <Button variant="contained" size="large" startIcon={<SyncIcon />} aria-busy={busy} onClick={() => void start()}>
        {buttonTitle}
      </Button>
      <Typography role="status" sx={{ mt: 2, minHeight: '1.5em' }}>
        {busy ? progress : undefined}
      </Typography>
    </Box>
  );
}
