import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Loading, ShowBase, useRecordContext } from 'react-admin';
import { adminApiPaths } from '@shared/routes';
import type { GaQueueEntry } from '@shared/schemas';
import { adminTexts, gaTexts } from '@shared/texts';
import { RetryActionButton, type RetryOutcome } from '../../actions/RetryActionButton';
import { formatDateTime } from '../../grid/cellText';
import { FactList } from '../../layout/FactList';
import { PageHeading } from '../../layout/PageHeading';
import { fieldLabel } from '../collections';
import { useAdminRoute } from '../useAdminRoute';

const { values, common } = adminTexts;
const label = (field: string) => fieldLabel('gaQueues', field);
const when = (value: string | undefined) => (value ? formatDateTime(value) : common.none);

const retryOutcome = (answer: GaQueueEntry): RetryOutcome =>
  answer.status === 'succeeded'
    ? { message: gaTexts.retried, type: 'success' }
    : { message: gaTexts.stillFailing(answer.error ?? ''), type: 'warning' };

function RetryButton({ entry }: { entry: GaQueueEntry }) {
  return (
    <RetryActionButton
      path={`${adminApiPaths.gaQueue}/${String(entry.id)}/retry`}
      label={gaTexts.retry}
      failedText={gaTexts.retryFailed}
      outcome={retryOutcome}
    />
  );
}

function QueueEntryDetails() {
  const entry = useRecordContext<GaQueueEntry>();
  if (!entry) return <Loading />;
  const facts: [string, string][] = [
    [label('status'), values.jobStatuses[entry.status]],
    [label('action'), values.gaActions[entry.action]],
    [label('accountId'), String(entry.accountId)],
    [label('propertyId'), entry.propertyId],
    [label('access'), values.gaAccess[entry.access]],
    [label('attempts'), String(entry.attempts)],
    [label('error'), entry.error ?? common.none],
    [label('nextAttemptAt'), when(entry.nextAttemptAt)],
    [label('processedAt'), when(entry.processedAt)],
    [label('createdAt'), when(entry.createdAt)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>{`#${String(entry.id)}`}</Typography>
        <FactList facts={facts} />
        {entry.status === 'failed' && (
          <Box sx={{ mt: 2 }}>
            <RetryButton entry={entry} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One GA queue entry with its state, and the retry once it failed. */
export function GaQueueShow() {
  const route = useAdminRoute();
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={route?.title ?? ''} />
      <ShowBase>
        <QueueEntryDetails />
      </ShowBase>
    </Box>
  );
}
