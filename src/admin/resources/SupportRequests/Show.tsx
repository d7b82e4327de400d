import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Loading, ShowBase, useRecordContext, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { formatDateTime } from '../../grid/cellText';
import { FactList } from '../../layout/FactList';
import { fieldLabel } from '../collections';
import { useAdminRoute } from '../useAdminRoute';
import { RetryButton } from './RetryButton';
import { PageHeading } from '../../layout/PageHeading';

const values = adminTexts.values;
const label = (field: string) => fieldLabel('supportRequests', field);
const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.join(', ')
    : value === undefined || value === null
      ? adminTexts.common.none
      : String(value);
const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : adminTexts.common.none);

function SupportRequestDetails() {
  const request = useRecordContext<RaRecord>();
  if (!request) return <Loading />;
  const status = values.supportStatuses[request.status as keyof typeof values.supportStatuses];
  const facts: [string, string][] = [
    [label('status'), status ?? text(request.status)],
    [label('attempts'), text(request.attempts)],
    [label('lastError'), text(request.lastError)],
    [label('nextAttemptAt'), when(request.nextAttemptAt)],
    [label('sentAt'), when(request.sentAt)],
    [label('createdAt'), when(request.createdAt)],
    [label('accountId'), text(request.accountId)],
    [label('supportReason'), values.supportReasons[request.supportReason as 'GENERAL' | 'REPORT'] ?? ''],
    [label('reportName'), text(request.reportName)],
    [label('recipient'), text(request.recipient)],
    [label('contactType'), values.contactTypes[request.contactType as 'EMAIL' | 'PHONE'] ?? ''],
    [label('phoneNumber'), text(request.phoneNumber)],
    [label('jiraChildId'), text(request.jiraChildId)],
    [label('attachmentNames'), text(request.attachmentNames)],
    [label('requestMessage'), text(request.requestMessage)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>{`#${String(request.id)}`}</Typography>
        <FactList facts={facts} />
        {request.status !== 'sent' && (
          <Box sx={{ mt: 2 }}>
            <RetryButton request={request} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One stored support request with its delivery state, and the retry while it is not sent. */
export function SupportRequestShow() {
  const route = useAdminRoute();
  const title = route?.title ?? '';
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={title} />
      <ShowBase>
        <SupportRequestDetails />
      </ShowBase>
    </Box>
  );
}
