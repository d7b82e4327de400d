import type { RaRecord } from 'react-admin';
import { adminApiPaths } from '@shared/routes';
import { exportTexts } from '@shared/texts';
import { RetryActionButton } from '../../actions/RetryActionButton';

const t = exportTexts.admin;

/** Queues a failed export job again as its next attempt; the server runs it within a second. */
export function RetryButton({ job }: { job: RaRecord }) {
  return (
    <RetryActionButton
      path={`${adminApiPaths.pbiExportJobs}/${encodeURIComponent(String(job.id))}/retry`}
      label={t.retry}
      failedText={t.retryFailed}
      outcome={() => ({ message: t.retried, type: 'success' })}
    />
  );
}
