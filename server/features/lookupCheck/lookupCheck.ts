import type { ReportLookup } from '@shared/schemas';
import type { Store } from '../../store/store';
import { audienceOf } from '../../access';
import { lookUpContact } from '../support/contactLookup';

const pathPattern = /^modules\/([^/?#]+)\/reports\/([^/?#]+)\/?(?:[?#].*)?$/;

const same = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * What an admin wants to know about a report address (spec: report URL check): which module and report it is,
 * whether the module shows that report, the report's accounts, who may open it and whom users' questions
 * reach. Undefined when the path is no report address or names no existing module and report.
 */
export function lookUpReportPath(store: Store, path: string): ReportLookup | undefined {
  const match = pathPattern.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  const [moduleId, reportId] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
  const module = store.collection('modules').find((m) => same(m.id, moduleId));
  const report = store.collection('pbiReports').find((r) => same(r.id, reportId));
  if (!module || !report) return undefined;
  const contact = lookUpContact(store, report.name);
  return {
    path: `modules/${moduleId}/reports/${reportId}`,
    module: {
      id: module.id,
      name: module.name,
      type: module.moduleType,
      active: module.active,
      categories: module.categories,
    },
    report: {
      id: report.id,
      name: report.name,
      groupName: report.groupName ?? null,
      reportKey: report.reportKey,
      shortLink: `/s/${report.longId}`,
      pages: report.pages.filter((page) => page.visibility === 0).map((page) => page.displayName),
    },
    reportIsInModule: store
      .collection('moduleReportRelations')
      .some((relation) => same(relation.moduleId, module.id) && same(relation.reportId, report.id)),
    accounts: store
      .collection('pbiAccounts')
      .filter((account) => report.pbiAccountIds.some((id) => same(id, account.id)))
      .sort((a, b) => a.sortPriority - b.sortPriority || a.displayname.localeCompare(b.displayname, 'de'))
      .map((account) => ({ id: account.id, name: account.displayname, email: account.key })),
    access: audienceOf(store, module.id),
    contactInfo: contact,
  };
}
