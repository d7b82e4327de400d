import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardReport } from '@shared/portalApi';
import { reportPath } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { useDashboardActions } from '../dashboardActions';
import { StarPath } from '../StarPath';

const texts = portalTexts.dashboard;

interface ReportListProps {
  moduleName: string;
  reports: DashboardReport[];
  emptyText: string;
}

/**
 * The reports of a card, each a link to its report page with a favourite star; search misses are greyed. Rows are
 * plain elements styled once by the list, since a card may hold many reports and every search renders them.
 */
export const ReportList = memo(function ReportList({ moduleName, reports, emptyText }: ReportListProps) {
  const { toggleReportFavorite } = useDashboardActions();
  if (reports.length === 0) return <Typography variant="body2">{emptyText}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={texts.reportsOf(moduleName)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        typography: 'body2',
        '& li': { display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color: 'text.primary' },
        '& li[data-not-found]': { color: 'text.secondary' },
        '& a': { flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& button': {
          display: 'inline-flex',
          flexShrink: 0,
          border: 0,
          borderRadius: '50%',
          p: 0.5,
          bgcolor: 'transparent',
          color: 'text.secondary',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          '&[aria-pressed="true"]': { color: 'warning.dark' },
        },
        '& svg': { width: 20, height: 20, fill: 'currentColor' },
      }}
    >
      {reports.map((report) => (
        <li key={`${report.moduleId}/${report.id}`} data-not-found={report.notFound ? 'true' : undefined}>
          <RouterLink to={reportPath(report.moduleId, report.id)}>{report.name}</RouterLink>
          <button
            type="button"
            aria-label={report.favorite ? texts.removeFavorite(report.name) : texts.addFavorite(report.name)}
            aria-pressed={report.favorite}
            onClick={() => toggleReportFavorite(report, !report.favorite)}
          >
            <StarPath filled={report.favorite} />
          </button>
        </li>
      ))}
    </Box>
  );
});
