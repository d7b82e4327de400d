import { lazy, useEffect, useEffectEvent, useState } from 'react';
import type { ReportInfo } from '@shared/portalApi';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { fetchReportEmbed, useReportEmbed } from '../api/getReportEmbed';
import { LocalReportRenderer } from '../renderers/local/LocalReportRenderer';
import type { ReportPage, ReportRendererEvents } from '../renderers/types';
import { createPageViewTracker } from '../tracking/usageEvents';
import { recordUsage } from '../tracking/usageTracking';

// Microsoft's client is large and only Power BI accounts need it.
const PowerBiReportRenderer = lazy(() =>
  import('../renderers/powerbi/PowerBiReportRenderer').then((module) => ({ default: module.PowerBiReportRenderer })),
);

export interface ReportCanvasProps {
  info: ReportInfo;
  activePage?: string;
  onPages: (pages: readonly ReportPage[]) => void;
  onPageChanged: (pageName: string) => void;
  onFailed: (error: unknown) => void;
}

/**
 * The report drawn with one account: fetches how to draw it, picks the renderer (local pages or Power BI) and
 * records a page view for every page shown, the first with the load and render durations.
 */
export function ReportCanvas({ info, activePage, onPages, onPageChanged, onFailed }: ReportCanvasProps) {
  const embed = useReportEmbed(info);
  const [tracker] = useState(() =>
    createPageViewTracker(
      { moduleId: info.moduleId, reportId: info.reportId, pbiAccountId: info.pbiAccountId },
      recordUsage,
    ),
  );
  const fail = useEffectEvent((error: unknown) => onFailed(error));
  useEffect(() => {
    if (embed.error) fail(embed.error);
  }, [embed.error]);

  if (!embed.data) return <LoadingIndicator />;
  const events: ReportRendererEvents = {
    onLoaded: onPages,
    onRendered: (timings) => tracker.rendered(timings),
    onPageChanged: (pageName) => {
      tracker.pageShown(pageName);
      onPageChanged(pageName);
    },
    onError: onFailed,
  };
  if (embed.data.kind === 'LOCAL') {
    return <LocalReportRenderer title={info.reportName} pages={embed.data.pages} activePage={activePage} {...events} />;
  }
  const renewEmbed = async () => {
    const renewed = await fetchReportEmbed(info);
    if (renewed.kind !== 'POWER_BI') throw new Error('Der Bericht wird nicht mehr über Power BI angezeigt.');
    return renewed;
  };
  return (
    <PowerBiReportRenderer
      title={info.reportName}
      embed={embed.data}
      renewEmbed={renewEmbed}
      bookmark={info.bookmark}
      activePage={activePage}
      {...events}
    />
  );
}
