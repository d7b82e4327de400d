import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardReport } from '../../../../../shared/portalApi';
import { reportPath } from '../../../../../shared/routes';
import { portalTexts } from '../../../../../shared/texts';
import { useDashboardActions } from '../dashboardActions';
import { FavoriteToggle } from '../FavoriteToggle';

interface ReportListProps {
  moduleName: string;
  reports: DashboardReport[];
  emptyText: string;
}

/** The reports of a card, each a link to its report page with a favourite star; search misses are greyed. */
export const ReportList = memo(function ReportList({ moduleName, reports, emptyText }: ReportListProps) {
  const { toggleReportFavorite } = useDashboardActions();
  if (reports.length === 0) return <Typography variant="body2">{emptyText}</Typography>;
  return (
    <List dense disablePadding aria-label={portalTexts.dashboard.reportsOf(moduleName)}>
      {reports.map((report) => (
        <ListItem
          key={`${report.moduleId}/${report.id}`}
          disableGutters
          data-not-found={report.notFound ? 'true' : undefined}
          secondaryAction={
            <FavoriteToggle
              name={report.name}
              favorite={report.favorite}
              onToggle={() => toggleReportFavorite(report, !report.favorite)}
            />
          }
          sx={{ color: report.notFound ? 'text.secondary' : 'text.primary', pr: 5 }}
        >
          <Link component={RouterLink} to={reportPath(report.moduleId, report.id)} color="inherit" variant="body2">
            {report.name}
          </Link>
        </ListItem>
      ))}
    </List>
  );
});
