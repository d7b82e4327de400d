import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { alertMessage, apiPostJson } from '@shared/api';
import { adminApiPaths, type ZbvSyncResult, adminTitleOf } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { useSyncAction, type SyncNotify } from '../../sync/useSyncAction';
import { SyncResultTable } from './SyncResultTable';
import { PageHeading } from '../../layout/PageHeading';

const title = adminTitleOf('/admin/ZbvSynchronisation');
const texts = adminTexts.zbvSync;
const runSync = () => apiPostJson<ZbvSyncResult>(adminApiPaths.zbvSync);

/** The ZBV synchronisation button of docs/requirements/behaviour.md, docs/requirements/errors.md, with the counts of the last run. */
export function ZbvSynchronisationPage() {
  const notify = useNotify();
  const report = useCallback<SyncNotify>((message, type) => notify(message, { type }), [notify]);
  const messages = useMemo(
    () => ({
      busyInfo: texts.pleaseWait,
      success: () => texts.success,
      failure: (error: unknown) => alertMessage(texts.failure, error),
    }),
    [],
  );
  const { busy, outcome, result, start } = useSyncAction(runSync, messages, report);
  const buttonTitle = busy ? texts.busyTitle : outcome ? texts.finishedTitle(title, outcome === 'success') : title;
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{texts.intro}</Typography>
      <Button variant="contained" size="large" startIcon={<SyncIcon />} aria-busy={busy} onClick={() => void start()}>
        {buttonTitle}
      </Button>
      {result && <SyncResultTable result={result} />}
    </Box>
  );
}
