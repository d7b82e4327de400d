import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { alertMessage } from '@shared/api';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { Notification } from '@shared/ui/kit/Notification';
import { useReportFilter } from '@shared/ui/kit/ReportFilter/useReportFilter';
import { usePageTitle } from '../settings/usePageTitle';

/** A record of the signed-in user that belongs to a report (a subscription, an export). */
interface OwnRecord {
  id: string | number;
  reportId: string | number | null;
  reportName: string | null;
}

interface OwnRecordsPageProps<T extends OwnRecord> {
  title: string;
  texts: { intro: string; empty: string; loadError: string };
  /** The list's query (`useQuery`'s result). */
  records: { data?: readonly T[]; error: Error | null; isPending: boolean };
  /** The content of one record's list item, headed by a level-2 heading. */
  renderRecord: (record: T) => ReactNode;
}

/**
 * A page of the user's own records (Berichtsabonnements, Exporte): heading, intro, loading, error and empty
 * states, and the records as a list, narrowed to one report when the report view links here (`?reportId=`).
 */
export function OwnRecordsPage<T extends OwnRecord>({ title, texts, records, renderRecord }: OwnRecordsPageProps<T>) {
  const { data: all, error, isPending } = records;
  const filter = useReportFilter();
  const data = all && filter.keep(all);
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>{texts.intro}</Typography>
      {filter.notice(data?.[0]?.reportName)}
      {isPending && <LoadingIndicator />}
      {error && <Notification severity="error" message={alertMessage(texts.loadError, error)} />}
      {data?.length === 0 && <Typography>{texts.empty}</Typography>}
      {data && data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {data.map((record) => (
              <ListItem key={record.id} divider sx={{ display: 'block', py: 1.5 }}>
                {renderRecord(record)}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Container>
  );
}
