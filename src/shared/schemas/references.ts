import type { CollectionName } from './collections';

/**
 * Foreign-key fields and the collection they point into. The store checks them on load and on
 * every write, and a delete removes the records that point at the deleted one.
 */
export const foreignKeys: Partial<Record<CollectionName, Record<string, CollectionName>>> = {
  notificationClosures: { notificationId: 'notifications', accountId: 'zbvAccounts' },
  moduleReportRelations: { moduleId: 'modules', reportId: 'pbiReports' },
  groupUserRelations: { groupId: 'groups', accountId: 'zbvAccounts' },
  zbvGroupModules: { groupId: 'groups', moduleId: 'modules' },
  zbvOrgRoles: { orgId: 'zbvOrgs', moduleId: 'modules' },
  zbvUserModules: { accountId: 'zbvAccounts', moduleId: 'modules' },
  favoriteModules: { accountId: 'zbvAccounts', moduleId: 'modules' },
  favoriteReports: { accountId: 'zbvAccounts', moduleId: 'modules', reportId: 'pbiReports' },
  closedModules: { accountId: 'zbvAccounts', moduleId: 'modules' },
  zbvAccounts: { orgId: 'zbvOrgs' },
  zbvAccountLoginHistories: { accountId: 'zbvAccounts' },
  pbiRelationGroupAccounts: { pbiAccountGroupId: 'pbiAccountGroups', accountId: 'zbvAccounts' },
  pbiReportFilters: { reportId: 'pbiReports' },
  pbiReportSubscriptions: { accountId: 'zbvAccounts', moduleId: 'modules', reportId: 'pbiReports' },
  pbiExportTemplates: { reportId: 'pbiReports' },
  pbiExports: { templateId: 'pbiExportTemplates', accountId: 'zbvAccounts' },
  pbiExportDetails: { exportId: 'pbiExports', jobId: 'pbiExportJobs' },
  pbiExportJobs: { exportId: 'pbiExports' },
  pbiExportSchedules: { exportId: 'pbiExports' },
  gaPermissionsManagement: { accountId: 'zbvAccounts' },
  gaQueues: { accountId: 'zbvAccounts' },
  gaZbvPermissions: { orgId: 'zbvOrgs' },
  manualAttachments: { pageId: 'manualPages' },
  docsOrgRoles: { pageId: 'manualPages' },
  docsReports: { pageId: 'manualPages', reportId: 'pbiReports' },
  supportRequests: { accountId: 'zbvAccounts' },
  aiFeedback: { accountId: 'zbvAccounts' },
  userPreferences: { accountId: 'zbvAccounts' },
};

/**
 * Fields whose value may occur only once in their collection (the contact lookup goes by report name; reports
 * are found by their key and, from short links, by their long id; the sign-in finds its account by username,
 * inactive accounts included, as the ZBV sync does: docs/decisions/119).
 */
export const uniqueFields: Partial<Record<CollectionName, readonly string[]>> = {
  contactInfos: ['reportName'],
  pbiReports: ['reportKey', 'longId'],
  zbvAccounts: ['username'],
};
