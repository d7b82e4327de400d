import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { alertMessage, apiPostJson } from '@shared/api';

export interface RetryOutcome {
  message: string;
  type: 'success' | 'warning';
}

interface RetryActionButtonProps<Answer> {
  /** The retry call below the API base (`…/{id}/retry`). */
  path: string;
  label: string;
  /** The start of the error notification when the call fails; the server's reason follows. */
  failedText: string;
  /** What to tell the admin about the server's answer. */
  outcome: (answer: Answer) => RetryOutcome;
  icon?: ReactNode;
}

/** A retry of a stored job (support mail, GA queue entry, export run): one call, a notification, a refresh. */
export function RetryActionButton<Answer>({
  path,
  label,
  failedText,
  outcome,
  icon = <ReplayIcon />,
}: RetryActionButtonProps<Answer>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const { message, type } = outcome(await apiPostJson<Answer>(path));
      notify(message, { type });
    } catch (error) {
      notify(alertMessage(failedText, error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button variant="contained" startIcon={icon} disabled={busy} aria-busy={busy} onClick={() => void retry()}>
      {label}
    </Button>
  );
}
