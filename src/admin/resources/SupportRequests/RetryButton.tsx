import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { alertMessage, apiPostJson } from '../../../shared/api';
import { adminApiPaths } from '../../../shared/routes';
import { supportTexts } from '../../../shared/texts';

const t = supportTexts.requests;

interface RetryAnswer {
  status: 'queued' | 'sent' | 'failed';
  lastError: string | null;
}

/** Delivers a request that is not sent yet at once, instead of waiting for the next automatic attempt. */
export function RetryButton({ request }: { request: RaRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const answer = await apiPostJson<RetryAnswer>(`${adminApiPaths.supportRequests}/${String(request.id)}/retry`);
      if (answer.status === 'sent') notify(t.retried, { type: 'success' });
      else notify(t.stillFailing(answer.lastError ?? ''), { type: 'warning' });
    } catch (error) {
      notify(alertMessage(t.retryFailed, error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button variant="contained" startIcon={<SendIcon />} disabled={busy} aria-busy={busy} onClick={() => void retry()}>
      {t.retry}
    </Button>
  );
}
