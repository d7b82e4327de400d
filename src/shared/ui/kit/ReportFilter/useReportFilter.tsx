import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { REPORT_FILTER_PARAM } from '@shared/routes';
import { reportTexts } from '@shared/texts';

interface ReportBound {
  reportId: string | number | null;
}

/**
 * The subscriptions and exports pages narrowed to one report (`?reportId=`), as the report view links to them:
 * `keep` filters a list, `notice` says so with a way back to the whole list.
 */
export function useReportFilter() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const reportId = params.get(REPORT_FILTER_PARAM);
  const keep = <T extends ReportBound>(items: readonly T[]): readonly T[] =>
    reportId === null ? items : items.filter((item) => item.reportId !== null && String(item.reportId) === reportId);
  const notice = (reportName: string | null | undefined) =>
    reportId !== null && (
      <Alert severity="info" sx={{ mb: 2 }}>
        {reportTexts.filteredTo(reportName ?? `Nr. ${reportId}`)}{' '}
        <Link component={RouterLink} to={pathname}>
          {reportTexts.showAll}
        </Link>
      </Alert>
    );
  return { reportId, keep, notice };
}
