import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { portalRoutes } from '@shared/routes';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useShortLinkTarget } from './api/getShortLinkTarget';
import { ReportView } from './ReportView';

const notFound = <Navigate to={portalRoutes.error.pattern} replace />;

// Each route keys the view by its report, so a route change to another report starts with nothing of the last.

/** `/modules/{moduleId}/reports/{reportId}` */
export function ReportPathPage() {
  const { moduleId = '', reportId = '' } = useParams();
  return <ReportView key={`${moduleId}/${reportId}`} moduleId={moduleId} reportId={reportId} />;
}

/** `/modules/reports?module={moduleId}&report={reportId}` */
export function ReportQueryPage() {
  const [params] = useSearchParams();
  const moduleId = params.get('module') ?? '';
  const reportId = params.get('report') ?? '';
  if (!moduleId || !reportId) return notFound;
  return <ReportView key={`${moduleId}/${reportId}`} moduleId={moduleId} reportId={reportId} />;
}

/** `/s/{reportViewLongId}`: the short link keeps its address; the report it stands for is shown under it. */
export function ShortLinkPage() {
  const longId = useParams()['*'] ?? '';
  const target = useShortLinkTarget(longId);
  if (target.error) return notFound;
  if (!target.data) return <LoadingIndicator />;
  const moduleId = String(target.data.moduleId);
  const reportId = String(target.data.reportId);
  return <ReportView key={`${moduleId}/${reportId}`} moduleId={moduleId} reportId={reportId} />;
}
