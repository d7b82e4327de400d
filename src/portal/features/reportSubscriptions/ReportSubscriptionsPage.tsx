import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { OwnSubscription } from '@shared/portalApi';
import { portalRoutes, reportPath } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { OwnRecordsPage } from '../ownRecords/OwnRecordsPage';
import { useOwnSubscriptions } from './api/getOwnSubscriptions';

const labels = portalTexts.subscriptions;

function SubscriptionItem({ subscription }: { subscription: OwnSubscription }) {
  const details = [
    `${labels.report}: ${subscription.reportName ?? labels.unknownReport}`,
    subscription.moduleName && `${labels.module}: ${subscription.moduleName}`,
    `${labels.rhythm}: ${labels.frequency[subscription.frequency]}`,
  ].filter(Boolean);
  return (
    <>
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
    </>
  );
}

/** Berichtsabonnements: the user's own subscriptions, as links to their reports (spec: links only). */
export default function ReportSubscriptionsPage() {
  return (
    <OwnRecordsPage
      title={portalRoutes.reportSubscriptions.title}
      texts={labels}
      records={useOwnSubscriptions()}
      renderRecord={(subscription) => <SubscriptionItem subscription={subscription} />}
    />
  );
}
