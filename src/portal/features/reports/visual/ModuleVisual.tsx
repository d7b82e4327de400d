import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { VisualBody } from '../renderers/local/ReportVisual';
import { useModuleVisual, type VisualSource } from './useModuleVisual';

// Microsoft's client is large and only Power BI accounts need it.
const PowerBiVisual = lazy(() =>
  import('../renderers/powerbi/PowerBiVisual').then((module) => ({ default: module.PowerBiVisual })),
);

const texts = portalTexts.dashboard;
/** Leaves room in a card of one height span for the card's title and the link to its report. */
const CARD_CHART_HEIGHT = 170;

interface ModuleVisualProps extends VisualSource {
  pageName: string;
  visualName: string;
}

/**
 * One visual of a report page, as a PBI_VISUAL card shows it once near the viewport (mounted only then):
 * local data drawn here, or Power BI's visual embed.
 */
export function ModuleVisual({ pageName, visualName, ...source }: ModuleVisualProps) {
  const embed = useModuleVisual(source);
  if (embed.isError) return <Typography variant="body2">{texts.visualFailed}</Typography>;
  if (!embed.data) return <LoadingIndicator title={texts.visualLoading} />;
  if (embed.data.kind === 'POWER_BI') {
    return (
      <Suspense fallback={<LoadingIndicator title={texts.visualLoading} />}>
        <PowerBiVisual embed={embed.data} pageName={pageName} visualName={visualName} />
      </Suspense>
    );
  }
  const visual = embed.data.pages.find((page) => page.name === pageName)?.visuals.find((v) => v.title === visualName);
  if (!visual) return <Typography variant="body2">{texts.visualNotFound}</Typography>;
  return <VisualBody visual={visual} chartHeight={CARD_CHART_HEIGHT} />;
}
