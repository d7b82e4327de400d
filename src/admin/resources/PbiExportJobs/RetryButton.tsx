import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { alertMessage, apiPostJson } from '../../../shared/api';
import { adminApiPaths } from '../../../shared/routes';
import { exportTexts } from '../../../shared/texts';

const t = exportTexts.admin;

/** Queues a failed export job again as its next attempt; the server runs it within a second. */
export function RetryButton({ job }: { job: RaRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await apiPostJson(`${adminApiPaths.pbiExportJobs}/${encodeURIComponent(String(job.id))}/retry`);
      notify(t.retried, { type: 'success' });
    } catch (error) {
      notify(alertMessage(t.retryFailed, error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<ReplayIcon />}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void retry()}
    >
      {t.retry}
    </Button>
  );
}
