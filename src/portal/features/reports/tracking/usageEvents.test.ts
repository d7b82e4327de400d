import { createPageViewTracker, type UsageFields } from './usageEvents';

const load = { moduleId: 2, reportId: 1, pbiAccountId: 1 };

describe('createPageViewTracker', () => {
  it('holds the first page view until the timings are known and sends them with it', () => {
    const recorded: UsageFields[] = [];
    const tracker = createPageViewTracker(load, (event) => recorded.push(event));
    tracker.pageShown('ReportSection1');
    expect(recorded).toEqual([]);
    tracker.rendered({ loadMs: 812.4, renderMs: 240.6 });
    tracker.pageShown('ReportSection2');
    expect(recorded).toEqual([
      { kind: 'REPORT_PAGE_USAGE', ...load, pageName: 'ReportSection1', loadMs: 812, renderMs: 241 },
      { kind: 'REPORT_PAGE_USAGE', ...load, pageName: 'ReportSection2' },
    ]);
  });

  it('gives timings that come first to the next page view, and keeps only the first timings', () => {
    const recorded: UsageFields[] = [];
    const tracker = createPageViewTracker(load, (event) => recorded.push(event));
    tracker.rendered({ loadMs: 10, renderMs: 5 });
    tracker.rendered({ loadMs: 99, renderMs: 99 });
    tracker.pageShown('ReportSection1');
    expect(recorded).toEqual([
      { kind: 'REPORT_PAGE_USAGE', ...load, pageName: 'ReportSection1', loadMs: 10, renderMs: 5 },
    ]);
  });

  it('sends the page shown last before the timings, not every page passed on the way', () => {
    const recorded: UsageFields[] = [];
    const tracker = createPageViewTracker(load, (event) => recorded.push(event));
    tracker.pageShown('ReportSection1');
    tracker.pageShown('ReportSection3');
    tracker.rendered({ loadMs: 1, renderMs: 1 });
    expect(recorded.map((event) => event.pageName)).toEqual(['ReportSection3']);
  });
});
