import SendIcon from '@mui/icons-material/Send';
import type { RaRecord } from 'react-admin';
import { adminApiPaths } from '@shared/routes';
import { supportTexts } from '@shared/texts';
import { RetryActionButton, type RetryOutcome } from '../../actions/RetryActionButton';

const t = supportTexts.requests;

interface RetryAnswer {
  status: 'queued' | 'sent' | 'failed';
  lastError: string | null;
}

const outcome = (answer: RetryAnswer): RetryOutcome =>
  answer.status === 'sent'
    ? { message: t.retried, type: 'success' }
    : { message: t.stillFailing(answer.lastError ?? ''), type: 'warning' };

/** Delivers a request that is not sent yet at once, instead of waiting for the next automatic attempt. */
export function RetryButton({ request }: { request: RaRecord }) {
  return (
    <RetryActionButton
      path={`${adminApiPaths.supportRequests}/${String(request.id)}/retry`}
      label={t.retry}
      failedText={t.retryFailed}
      outcome={outcome}
      icon={<SendIcon />}
    />
  );
}
