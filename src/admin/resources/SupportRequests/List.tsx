import Typography from '@mui/material/Typography';
import { supportTexts } from '@shared/texts';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns(
  'supportRequests',
  [
    'createdAt',
    'status',
    'attempts',
    'lastError',
    'nextAttemptAt',
    'accountId',
    'supportReason',
    'reportName',
    'recipient',
    'jiraChildId',
    'attachmentNames',
    'sentAt',
    'requestMessage',
  ],
  { requestMessage: { hidden: true }, sentAt: { hidden: true } },
);

/** Stored support requests with their delivery state, newest first; read-only, a row opens it (and its retry). */
export function SupportRequestList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'createdAt', order: 'DESC' }}
      rowClick="show"
      canCreate={false}
      canDelete={false}
      intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{supportTexts.requests.intro}</Typography>}
    />
  );
}
