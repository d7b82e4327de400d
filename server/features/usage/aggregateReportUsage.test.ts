import { describe, expect, it } from 'vitest';
import type { CollectionRecord } from '@shared/schemas';
import { aggregateReportUsage, dayOf, daysOf, median, type UsageSources } from './aggregateReportUsage';

type StoredEvent = CollectionRecord<'trackingEvents'>;
let nextId = 1;
const view = (accountId: number, reportId: number, at: string, extra: Partial<StoredEvent> = {}): StoredEvent => ({
  id: nextId++,
  kind: 'REPORT_PAGE_USAGE',
  accountId,
  moduleId: 2,
  reportId,
  pageName: 'ReportSection1',
  at,
  ...extra,
});
const change = (accountId: number, reportId: number, at: string): StoredEvent => ({
  ...view(accountId, reportId, at),
  kind: 'REPORT_ACCOUNT_CHANGE',
  pageName: undefined,
});

const base: Omit<UsageSources, 'events'> = {
  accounts: [
    { id: 1, orgId: 1 },
    { id: 2, orgId: 1 },
    { id: 3, orgId: 2 },
  ],
  orgs: [
    { id: 1, name: 'Sparkasse Musterstadt' },
    { id: 2, name: 'Sparkasse Nordheide' },
  ],
  reports: [
    {
      id: 1,
      name: 'Vertriebsübersicht',
      pages: [
        { name: 'ReportSection1', displayName: 'Übersicht', visibility: 0, visuals: [] },
        { name: 'ReportSection2', displayName: 'Details', visibility: 0, visuals: [] },
      ],
    },
    { id: 7, name: 'Kundenbestand', pages: [] },
  ],
};
const range = { from: '2026-11-01', to: '2026-11-03' };

describe('dayOf', () => {
  it.each([
    ['2026-11-20T08:01:10+01:00', '2026-11-20'],
    ['2026-11-19T23:30:00Z', '2026-11-20'], // 00:30 in Berlin (winter time)
    ['2026-07-01T22:30:00Z', '2026-07-02'], // 00:30 in Berlin (summer time)
    ['2026-11-19T22:59:59Z', '2026-11-19'],
  ])('%s is %s in Germany', (at, day) => expect(dayOf(at)).toBe(day));
});

describe('daysOf and median', () => {
  it('lists each day of the range, across a change of month and of summer time', () => {
    expect(daysOf('2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(daysOf('2026-11-30', '2026-12-01')).toEqual(['2026-11-30', '2026-12-01']);
    expect(daysOf('2026-11-30', '2026-11-30')).toEqual(['2026-11-30']);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[1, 2, 3, 10], 3], // (2 + 3) / 2 rounded
    [[100, 200], 150],
  ])('median of %j is %s', (values, expected) => expect(median(values)).toBe(expected));
});

describe('aggregateReportUsage', () => {
  it('returns an empty answer with every day of the range when there are no events', () => {
    expect(aggregateReportUsage({ ...base, events: [] }, range)).toEqual({
      ...range,
      days: ['2026-11-01', '2026-11-02', '2026-11-03'],
      totals: { views: 0, users: 0, accountChanges: 0 },
      daily: [],
      topReports: [],
      organisations: [],
    });
  });

  const events = [
    view(1, 1, '2026-11-01T09:00:00+01:00', { loadMs: 1000, renderMs: 300 }),
    view(1, 1, '2026-11-01T10:00:00+01:00', { loadMs: 3000, renderMs: 500, pageName: 'ReportSection2' }),
    view(2, 1, '2026-11-03T10:00:00+01:00', { loadMs: 2000 }),
    view(3, 7, '2026-11-02T10:00:00+01:00', { loadMs: 400, renderMs: 100 }),
    view(3, 7, '2026-11-02T11:00:00+01:00', { pageName: 'Gone' }),
    view(4, 9, '2026-11-02T11:00:00+01:00'), // unknown account and report
    change(1, 1, '2026-11-01T09:01:00+01:00'),
    view(1, 1, '2026-10-31T23:59:00+01:00'), // before the range
    view(1, 1, '2026-11-03T23:00:00Z'), // 00:00 on 4 November in Berlin: after the range
  ];

  it('counts views per report and day, most viewed first, unknown reports by id', () => {
    const usage = aggregateReportUsage({ ...base, events }, range);
    expect(usage.totals).toEqual({ views: 6, users: 4, accountChanges: 1 });
    expect(usage.daily).toEqual([
      { reportId: '1', reportName: 'Vertriebsübersicht', views: [2, 0, 1] },
      { reportId: '7', reportName: 'Kundenbestand', views: [0, 2, 0] },
      { reportId: '9', reportName: 'Bericht 9', views: [0, 1, 0] },
    ]);
  });

  it.each([
    ['1', { views: 3, users: 2, accountChanges: 1, medianLoadMs: 2000, medianRenderMs: 400 }],
    ['7', { views: 2, users: 1, accountChanges: 0, medianLoadMs: 400, medianRenderMs: 100 }],
    ['9', { views: 1, users: 1, accountChanges: 0, medianLoadMs: null, medianRenderMs: null }],
  ])('top report %s: views, distinct users, account changes and median times', (reportId, expected) => {
    const report = aggregateReportUsage({ ...base, events }, range).topReports.find((r) => r.reportId === reportId);
    expect(report).toMatchObject(expected);
  });

  it('counts views per organisation of the viewing user, users without account as without organisation', () => {
    expect(aggregateReportUsage({ ...base, events }, range).organisations).toEqual([
      { orgId: '1', orgName: 'Sparkasse Musterstadt', views: 3 },
      { orgId: '2', orgName: 'Sparkasse Nordheide', views: 2 },
      { orgId: null, orgName: 'Ohne Organisation', views: 1 },
    ]);
  });

  it.each([
    [
      '1',
      [
        { pageName: 'ReportSection1', pageLabel: 'Übersicht', views: 2, daily: [1, 0, 1] },
        { pageName: 'ReportSection2', pageLabel: 'Details', views: 1, daily: [1, 0, 0] },
      ],
    ],
    [
      '7',
      [
        { pageName: 'Gone', pageLabel: 'Gone', views: 1, daily: [0, 1, 0] },
        { pageName: 'ReportSection1', pageLabel: 'ReportSection1', views: 1, daily: [0, 1, 0] },
      ],
    ],
    ['42', []],
  ])('with reportId %s lists its page views by page and day', (reportId, pages) => {
    expect(aggregateReportUsage({ ...base, events }, { ...range, reportId }).pages).toEqual(pages);
  });

  it('lists a report with only account changes in the table but draws no line for it', () => {
    const usage = aggregateReportUsage({ ...base, events: [change(1, 7, '2026-11-02T10:00:00+01:00')] }, range);
    expect(usage.topReports).toMatchObject([{ reportId: '7', views: 0, accountChanges: 1 }]);
    expect(usage.daily).toEqual([]);
    expect(usage.organisations).toEqual([]);
  });
});
