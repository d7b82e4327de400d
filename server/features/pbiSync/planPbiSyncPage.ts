import { createHash } from 'node:crypto';
import type { CollectionRecord } from '@shared/schemas';
import { pbiReportSchema } from '@shared/schemas';
import type { CatalogPage, CatalogReport } from '../../integrations/powerbi/reportCatalog';
import { auditEntry, type AuditEntry } from '../audit/auditTrail';

type Report = CollectionRecord<'pbiReports'>;
type Account = CollectionRecord<'pbiAccounts'>;
type Page = Report['pages'][number];

/** A report of one workspace with its pages, as read from Power BI. */
export interface FetchedReport {
  workspaceId: string;
  report: CatalogReport;
  pages: CatalogPage[];
}

export interface PbiSyncPagePlan {
  reports: Report[];
  audit: AuditEntry[];
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/** `Kreditportfolio 2` → `KREDITPORTFOLIO_2`, made unique among the taken keys. */
function uniqueReportKey(name: string, taken: Set<string>): string {
  const base =
    name
      .toUpperCase()
      .replace(/Ä/g, 'AE')
      .replace(/Ö/g, 'OE')
      .replace(/Ü/g, 'UE')
      .replace(/ẞ|ß/g, 'SS')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 180) || 'BERICHT';
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}_${suffix}`;
  taken.add(key);
  return key;
}

/** The long id of short links: derived from the Power BI id, so a report keeps it across syncs. */
function uniqueLongId(powerBiReportId: string, taken: Set<string>): string {
  const hex = createHash('sha1').update(powerBiReportId).digest('hex');
  let length = 8;
  let longId = `rv-${hex.slice(0, length)}`;
  while (taken.has(longId)) longId = `rv-${hex.slice(0, ++length)}`;
  taken.add(longId);
  return longId;
}

/** Power BI's pages in its order; visibility and visuals kept by page name, as the back office set them. */
function mergePages(existing: readonly Page[], fetched: readonly CatalogPage[]): Page[] {
  const byName = new Map(existing.map((page) => [page.name, page]));
  return fetched.map((page) => {
    const known = byName.get(page.name);
    return {
      name: page.name,
      displayName: page.displayName,
      visibility: known?.visibility ?? 0,
      visuals: known?.visuals ?? [],
    };
  });
}

/**
 * Upserts one page of reports read from Power BI, matched by their Power BI id. New reports get a report key
 * from their name and a long id; known ones keep what the back office maintains (key, long id, group, manual
 * page, page visibility) and take name and pages from Power BI. Reports missing from Power BI stay as they
 * are (reports are never deleted by a sync). Unchanged records keep their identity and are not audited.
 */
export function planPbiSyncPage(
  current: readonly Report[],
  accounts: readonly Account[],
  fetched: readonly FetchedReport[],
  actor: string,
  at: string,
): PbiSyncPagePlan {
  const audit: AuditEntry[] = [];
  const reports = [...current];
  const indexByPowerBiId = new Map(
    reports.flatMap((report, index) => (report.powerBiReportId ? [[report.powerBiReportId, index] as const] : [])),
  );
  const keys = new Set(reports.map((report) => report.reportKey));
  const longIds = new Set(reports.map((report) => report.longId));
  let nextId = reports.reduce((max, r) => (typeof r.id === 'number' && r.id > max ? r.id : max), 0);
  const accountsOf = (workspaceId: string) =>
    accounts.filter((account) => account.kind === 'POWER_BI' && account.workspaceId === workspaceId).map((a) => a.id);

  for (const { workspaceId, report, pages } of fetched) {
    const index = indexByPowerBiId.get(report.id);
    const known = index === undefined ? undefined : reports[index];
    if (!known || index === undefined) {
      nextId += 1;
      const created = pbiReportSchema.parse({
        id: nextId,
        name: report.name,
        reportKey: uniqueReportKey(report.name, keys),
        longId: uniqueLongId(report.id, longIds),
        pbiAccountIds: accountsOf(workspaceId),
        powerBiReportId: report.id,
        pages: mergePages([], pages),
      });
      indexByPowerBiId.set(report.id, reports.length);
      reports.push(created);
      audit.push(auditEntry(actor, 'pbiReports', created.id, 'create', undefined, created, at));
      continue;
    }
    const accountIds = [...known.pbiAccountIds];
    for (const id of accountsOf(workspaceId)) if (!accountIds.includes(id)) accountIds.push(id);
    const updated = pbiReportSchema.parse({
      ...known,
      name: report.name,
      pbiAccountIds: accountIds,
      pages: mergePages(known.pages, pages),
    });
    if (canonical(updated) === canonical(known)) continue;
    reports[index] = updated;
    audit.push(auditEntry(actor, 'pbiReports', known.id, 'update', known, updated, at));
  }
  return { reports, audit };
}
