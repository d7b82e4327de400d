import type { ReportInfo, ShortLinkTarget } from '@shared/portalApi';
import type { CollectionRecord, ZbvAccount } from '@shared/schemas';
import { currentAccessIndex, mayOpenReport, visibleModuleIds } from '../../access';
import type { Store } from '../../store/store';

type PbiAccount = CollectionRecord<'pbiAccounts'>;
const same = (a: unknown, b: unknown) => String(a) === String(b);

/** The setting naming the manual page of reports that have none of their own (docs/requirements/entities.md). */
export const DEFAULT_PAGE_SETTING = 'pbi.report.confluence.defaultpageid';

/**
 * The Power BI accounts a user may open a report with: those the report offers that are also in one of the
 * user's account groups (PBI-Kontogruppen-Benutzer → PBI-Kontogruppen).
 */
export function accountsFor(store: Store, account: ZbvAccount, reportAccountIds: readonly (string | number)[]) {
  const groups = new Set(
    store
      .collection('pbiRelationGroupAccounts')
      .filter((relation) => same(relation.accountId, account.id))
      .map((relation) => String(relation.pbiAccountGroupId)),
  );
  const allowed = new Set(
    store
      .collection('pbiAccountGroups')
      .filter((group) => groups.has(String(group.id)))
      .flatMap((group) => group.pbiAccountIds.map(String)),
  );
  return store
    .collection('pbiAccounts')
    .filter(
      (pbiAccount) => allowed.has(String(pbiAccount.id)) && reportAccountIds.some((id) => same(id, pbiAccount.id)),
    );
}

/** Whether the user may open the report in that module (the dashboard's access rule). */
export function mayOpen(store: Store, account: ZbvAccount, moduleId: string, reportId: string): boolean {
  const index = currentAccessIndex(store);
  return mayOpenReport(index, visibleModuleIds(index, account), moduleId, reportId);
}

/**
 * The report's infos, one per account the user may use; undefined when the user may not open the report. The
 * manual page is the one linked in the Handbuch admin (DocsReports), else the report's own, else the default.
 */
export function reportInfosFor(
  store: Store,
  account: ZbvAccount,
  moduleId: string,
  reportId: string,
): ReportInfo[] | undefined {
  if (!mayOpen(store, account, moduleId, reportId)) return undefined;
  const module = store.collection('modules').find((candidate) => same(candidate.id, moduleId));
  const report = store.collection('pbiReports').find((candidate) => same(candidate.id, reportId));
  if (!module || !report) return undefined;
  const linkedPage = store.collection('docsReports').find((link) => same(link.reportId, report.id))?.pageId;
  const defaultPage = store.collection('systemSettings').find((setting) => setting.id === DEFAULT_PAGE_SETTING);
  return accountsFor(store, account, report.pbiAccountIds).map((pbiAccount: PbiAccount) => ({
    pbiAccountId: pbiAccount.id,
    pbiAccountDetails: {
      displayname: pbiAccount.displayname,
      key: pbiAccount.key,
      sortPriority: pbiAccount.sortPriority,
    },
    moduleId: module.id,
    reportId: report.id,
    reportName: report.name,
    moduleName: module.name,
    modulePresentationName: module.shortName,
    external: pbiAccount.kind === 'POWER_BI',
    confluenceOriginalPageId: linkedPage ?? report.confluencePageId ?? defaultPage?.value,
    reportKey: report.reportKey,
  }));
}

/** Where a short link opens for this user: the first module (by id) they see that shows the report. */
export function shortLinkTargetFor(store: Store, account: ZbvAccount, longId: string): ShortLinkTarget | undefined {
  const report = store.collection('pbiReports').find((candidate) => candidate.longId === longId);
  if (!report) return undefined;
  const index = currentAccessIndex(store);
  const visible = visibleModuleIds(index, account);
  const moduleId = [...visible]
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .find((candidate) => mayOpenReport(index, visible, candidate, String(report.id)));
  if (moduleId === undefined) return undefined;
  const module = store.collection('modules').find((candidate) => same(candidate.id, moduleId));
  return module ? { moduleId: module.id, reportId: report.id } : undefined;
}
