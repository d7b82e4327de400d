import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useNearViewport } from '../../hooks/useNearViewport';
import { ReportList } from './ReportList';

// The local charts (and Power BI's client) load with the first visual card that comes into view.
const ModuleVisual = lazy(() =>
  import('@portal/features/reports/visual/ModuleVisual').then((module) => ({ default: module.ModuleVisual })),
);

const texts = portalTexts.dashboard;

/**
 * A PBI_VISUAL card: the named visual of the named report page, drawn once the card comes near the viewport,
 * above the link to the whole report.
 */
export function VisualContent({ module }: { module: ModuleDto }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const { reportId, pageName, visualName, pbiAccount } = module.properties;
  return (
    <>
      {reportId !== undefined && pageName && visualName && (
        <Box component="figure" ref={ref} aria-label={texts.visual(visualName)} sx={{ m: 0, mb: 1, minHeight: 120 }}>
          {near && (
            <Suspense fallback={<LoadingIndicator title={texts.visualLoading} />}>
              <ModuleVisual
                moduleId={module.id}
                reportId={reportId}
                accountKey={pbiAccount}
                pageName={pageName}
                visualName={visualName}
              />
            </Suspense>
          )}
        </Box>
      )}
      <ReportList moduleName={module.name} reports={module.reports} emptyText={texts.noReports} />
    </>
  );
}
