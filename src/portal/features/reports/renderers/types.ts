import type { z } from 'zod';
import type { reportPageSchema } from '@shared/schemas/pbi';

export type ReportPage = z.infer<typeof reportPageSchema>;

/** Timings a renderer reports, stored with the usage events (load: until the report is ready, render: until drawn). */
export interface RenderTimings {
  loadMs: number;
  renderMs: number;
}

/**
 * What the report view needs of a renderer, whichever draws the report (the local renderer over db.json
 * pages, or Power BI): it loads, tells the pages and the active page, follows `activePage` from outside
 * and reports page changes made inside it, and reports errors.
 */
export interface ReportRendererEvents {
  onLoaded: (pages: readonly ReportPage[]) => void;
  onRendered: (timings: RenderTimings) => void;
  onPageChanged: (pageName: string) => void;
  onError: (error: Error) => void;
}

export interface ReportRendererProps extends ReportRendererEvents {
  title: string;
  /** The page to show; undefined shows the first visible page. */
  activePage?: string;
  /** A bookmark (state) to apply after loading; the local renderer has none. */
  bookmark?: string;
}
