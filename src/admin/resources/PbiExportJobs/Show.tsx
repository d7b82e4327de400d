import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Loading, ShowBase, useRecordContext, type RaRecord } from 'react-admin';
import { adminTexts, exportTexts } from '@shared/texts';
import { formatDateTime } from '../../grid/cellText';
import { FactList } from '../../layout/FactList';
import { PageHeading } from '../../layout/PageHeading';
import { fieldLabel } from '../collections';
import { useAdminRoute } from '../useAdminRoute';
import { RetryButton } from './RetryButton';

const label = (field: string) => fieldLabel('pbiExportJobs', field);
const text = (value: unknown) => (value === undefined || value === null ? adminTexts.common.none : String(value));
const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : adminTexts.common.none);

function JobDetails() {
  const job = useRecordContext<RaRecord>();
  if (!job) return <Loading />;
  const status = exportTexts.statuses[job.status as keyof typeof exportTexts.statuses];
  const facts: [string, string][] = [
    [label('status'), status ?? text(job.status)],
    [label('exportId'), text(job.exportId)],
    [label('scheduledFor'), when(job.scheduledFor)],
    [label('startedAt'), when(job.startedAt)],
    [label('finishedAt'), when(job.finishedAt)],
    [label('attempt'), text(job.attempt)],
    [label('error'), text(job.error)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>{`#${String(job.id)}`}</Typography>
        <FactList facts={facts} />
        {job.status === 'failed' && (
          <Box sx={{ mt: 2 }}>
            <RetryButton job={job} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One export run with its timings and error, and the retry when it failed. */
export function PbiExportJobShow() {
  const route = useAdminRoute();
  return (
    <Box sx={{ my: 2 }}>
      <PageHeading title={route?.title ?? ''} />
      <ShowBase>
        <JobDetails />
      </ShowBase>
    </Box>
  );
}
