import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { apiPostRaw } from '@shared/api';
import { adminApiPaths, adminTitleOf } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { useSyncAction, type SyncNotify } from '../../sync/useSyncAction';
import { PageHeading } from '../../layout/PageHeading';

const title = adminTitleOf('/admin/ConfluenceSync');
const texts = adminTexts.confluenceSync;

/**
 * The wiki sync button of docs/requirements/behaviour.md, docs/requirements/errors.md (manual admins only): the server answers 2xx as soon as the
 * run has started, so success means '(gestartet)'; the new pages appear when the run has read everything.
 */
export function ConfluenceSyncPage() {
  const notify = useNotify();
  const report = useCallback<SyncNotify>((message, type) => notify(message, { type }), [notify]);
  const run = useCallback(async () => {
    await apiPostRaw(adminApiPaths.confluenceSync);
    report(texts.requested, 'info');
  }, [report]);
  const messages = useMemo(
    () => ({ busyInfo: adminTexts.zbvSync.pleaseWait, success: () => texts.success, failure: () => texts.failure }),
    [],
  );
  const { busy, outcome, start } = useSyncAction(run, messages, report);
  const buttonTitle = busy
    ? adminTexts.zbvSync.busyTitle
    : outcome
      ? texts.finishedTitle(title, outcome === 'success')
      : title;
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{texts.intro}</Typography>
      <Button variant="contained" size="large" startIcon={<SyncIcon />} aria-busy={busy} onClick={() => void start()}>
        {buttonTitle}
      </Button>
    </Box>
  );
}
