import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { alertMessage } from '../../../shared/api';
import type { OwnSubscription } from '../../../shared/portalApi';
import { portalRoutes, reportPath } from '../../../shared/routes';
import { portalTexts } from '../../../shared/texts';
import { LoadingIndicator } from '../../../shared/ui/kit/LoadingIndicator';
import { Notification } from '../../../shared/ui/kit/Notification';
import { useReportFilter } from '../../../shared/ui/kit/ReportFilter/useReportFilter';
import { usePageTitle } from '../settings/usePageTitle';
import { useOwnSubscriptions } from './api/getOwnSubscriptions';

const labels = portalTexts.subscriptions;

function SubscriptionItem({ subscription }: { subscription: OwnSubscription }) {
  const details = [
    `${labels.report}: ${subscription.reportName ?? labels.unknownReport}`,
    subscription.moduleName && `${labels.module}: ${subscription.moduleName}`,
    `${labels.rhythm}: ${labels.frequency[subscription.frequency]}`,
  ].filter(Boolean);
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Typography
        variant="h2"
        sx={{ fontSize: '1.125rem', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Link component={RouterLink} to={reportPath(subscription.moduleId, subscription.reportId)}>
          {subscription.name}
        </Link>
        <Chip
          size="small"
          label={`${labels.status}: ${subscription.active ? labels.active : labels.paused}`}
          color={subscription.active ? 'success' : 'default'}
          variant="outlined"
        />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {details.join(' · ')}
      </Typography>
    </ListItem>
  );
}

/** Berichtsabonnements: the user's own subscriptions, as links to their reports (spec: links only). */
export default function ReportSubscriptionsPage() {
  const { data: all, error, isPending } = useOwnSubscriptions();
  const filter = useReportFilter();
  const data = all && filter.keep(all);
  usePageTitle(portalRoutes.reportSubscriptions.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.reportSubscriptions.title}
      </Typography>
      <Typography gutterBottom>{labels.intro}</Typography>
      {filter.notice(data?.[0]?.reportName)}
      {isPending && <LoadingIndicator />}
      {error && <Notification severity="error" message={alertMessage(labels.loadError, error)} />}
      {data?.length === 0 && <Typography>{labels.empty}</Typography>}
      {data && data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {data.map((subscription) => (
              <SubscriptionItem key={subscription.id} subscription={subscription} />
            ))}
          </List>
        </Paper>
      )}
    </Container>
  );
}
