import type { CollectionRecord, ReportUsage, ReportUsageQuery } from '@shared/schemas';
import { usageTexts } from '@shared/texts';

export interface UsageSources {
  events: readonly CollectionRecord<'trackingEvents'>[];
  accounts: readonly Pick<CollectionRecord<'zbvAccounts'>, 'id' | 'orgId'>[];
  orgs: readonly Pick<CollectionRecord<'zbvOrgs'>, 'id' | 'name'>[];
  reports: readonly Pick<CollectionRecord<'pbiReports'>, 'id' | 'name' | 'pages'>[];
}

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day in Germany on which an event happened (the admins read days in German time). */
export const dayOf = (at: string): string => berlinDay.format(new Date(at));

export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to;) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}

interface ReportTally {
  views: number;
  users: Set<string>;
  accountChanges: number;
  loadMs: number[];
  renderMs: number[];
  perDay: Map<string, number>;
}

const byViewsThenName =
  <T extends { views: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.views - a.views || name(a).localeCompare(name(b), 'de');

const increment = <K>(map: Map<K, number>, key: K): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

/**
 * Report usage in a range of days from the stored tracking events: page views (REPORT_PAGE_USAGE) per day and
 * report, per organisation of the viewing user and per page (and day) of one report, plus the top reports with distinct
 * users and median load/render times. The organisation is looked up now, so a user who moved counts for the
 * new one; events carry no organisation of their own.
 */
export function aggregateReportUsage(sources: UsageSources, query: ReportUsageQuery): ReportUsage {
  const days = daysOf(query.from, query.to);
  const orgOfAccount = new Map(sources.accounts.map((account) => [String(account.id), String(account.orgId)]));
  const orgNames = new Map(sources.orgs.map((org) => [String(org.id), org.name]));
  const reportsById = new Map(sources.reports.map((report) => [String(report.id), report]));
  const reportName = (id: string) => reportsById.get(id)?.name ?? usageTexts.unknownReport(id);

  const tallies = new Map<string, ReportTally>();
  const orgViews = new Map<string | null, number>();
  const pageViews = new Map<string, Map<string, number>>();
  const users = new Set<string>();
  let accountChanges = 0;

  for (const event of sources.events) {
    const day = dayOf(event.at);
    if (day < query.from || day > query.to) continue;
    const reportId = String(event.reportId);
    let tally = tallies.get(reportId);
    if (!tally) {
      tally = { views: 0, users: new Set(), accountChanges: 0, loadMs: [], renderMs: [], perDay: new Map() };
      tallies.set(reportId, tally);
    }
    if (event.kind === 'REPORT_ACCOUNT_CHANGE') {
      tally.accountChanges += 1;
      accountChanges += 1;
      continue;
    }
    const accountId = String(event.accountId);
    tally.views += 1;
    tally.users.add(accountId);
    users.add(accountId);
    if (event.loadMs !== undefined) tally.loadMs.push(event.loadMs);
    if (event.renderMs !== undefined) tally.renderMs.push(event.renderMs);
    increment(tally.perDay, day);
    increment(orgViews, orgOfAccount.get(accountId) ?? null);
    if (query.reportId === reportId) {
      const pageName = event.pageName ?? '';
      const perDay = pageViews.get(pageName) ?? new Map<string, number>();
      increment(perDay, day);
      pageViews.set(pageName, perDay);
    }
  }

  const topReports = [...tallies]
    .map(([reportId, tally]) => ({
      reportId,
      reportName: reportName(reportId),
      views: tally.views,
      users: tally.users.size,
      accountChanges: tally.accountChanges,
      medianLoadMs: median(tally.loadMs),
      medianRenderMs: median(tally.renderMs),
    }))
    .sort(byViewsThenName((report) => report.reportName));

  const daily = topReports
    .filter((report) => report.views > 0)
    .map(({ reportId, reportName: name }) => ({
      reportId,
      reportName: name,
      views: days.map((day) => tallies.get(reportId)?.perDay.get(day) ?? 0),
    }));

  const organisations = [...orgViews]
    .map(([orgId, views]) => ({
      orgId,
      orgName: (orgId === null ? undefined : orgNames.get(orgId)) ?? usageTexts.unknownOrganisation,
      views,
    }))
    .sort(byViewsThenName((org) => org.orgName));

  const result: ReportUsage = {
    from: query.from,
    to: query.to,
    days,
    totals: { views: topReports.reduce((sum, report) => sum + report.views, 0), users: users.size, accountChanges },
    daily,
    topReports,
    organisations,
  };
  if (query.reportId === undefined) return result;
  const pagesOfReport = reportsById.get(query.reportId)?.pages ?? [];
  const pageLabel = (name: string) =>
    pagesOfReport.find((page) => page.name === name)?.displayName ?? (name || usageTexts.noValue);
  result.pages = [...pageViews]
    .map(([pageName, perDay]) => ({
      pageName,
      pageLabel: pageLabel(pageName),
      views: [...perDay.values()].reduce((sum, count) => sum + count, 0),
      daily: days.map((day) => perDay.get(day) ?? 0),
    }))
    .sort(byViewsThenName((page) => page.pageLabel));
  return result;
}
