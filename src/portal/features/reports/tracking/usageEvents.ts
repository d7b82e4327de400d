import type { TrackedEvent } from '@shared/schemas';
import type { RenderTimings } from '../renderers/types';

export type UsageFields = Omit<TrackedEvent, 'eventId' | 'at'>;
export type RecordUsage = (fields: UsageFields) => void;

export interface ReportLoad {
  moduleId: TrackedEvent['moduleId'];
  reportId: TrackedEvent['reportId'];
  pbiAccountId: TrackedEvent['pbiAccountId'];
}

/**
 * The page views of one load of a report (one renderer, one account): every page shown is a
 * REPORT_PAGE_USAGE event. The first one waits for the renderer's timings and carries them, so the stored
 * load and render durations belong to the view that paid for them.
 */
export function createPageViewTracker(load: ReportLoad, record: RecordUsage) {
  let timings: RenderTimings | undefined;
  let timingsSent = false;
  let waitingPage: string | undefined;
  const pageView = (pageName: string) => {
    record({ kind: 'REPORT_PAGE_USAGE', ...load, pageName, ...(timingsSent ? {} : timings) });
    timingsSent = true;
  };
  return {
    pageShown(pageName: string) {
      if (timings) pageView(pageName);
      else waitingPage = pageName;
    },
    rendered(measured: RenderTimings) {
      if (timings) return;
      timings = { loadMs: Math.round(measured.loadMs), renderMs: Math.round(measured.renderMs) };
      if (waitingPage !== undefined) pageView(waitingPage);
      waitingPage = undefined;
    },
  };
}
