import type { z } from 'zod';
import * as access from './access';
import * as ga from './ga';
import * as manual from './manual';
import * as pbi from './pbi';
import * as system from './system';
import * as usage from './usage';
import * as zbv from './zbv';

/** Every collection of db.json with the schema each of its records must satisfy. */
export const collectionSchemas = {
  systemSettings: system.systemSettingSchema,
  notifications: system.notificationSchema,
  notificationClosures: system.notificationClosureSchema,
  contactInfos: system.contactInfoSchema,
  workflows: system.workflowSchema,
  productInfos: system.productInfoSchema,
  auditLog: system.auditEntrySchema,
  userPreferences: system.userPreferenceSchema,
  whitelistedUrls: access.whitelistedUrlSchema,
  modules: access.moduleSchema,
  moduleReportRelations: access.moduleReportRelationSchema,
  groups: access.groupSchema,
  groupUserRelations: access.groupUserRelationSchema,
  zbvGroupModules: access.zbvGroupModuleSchema,
  zbvOrgRoles: access.zbvOrgRoleSchema,
  zbvUserModules: access.zbvUserModuleSchema,
  favoriteModules: access.favoriteModuleSchema,
  favoriteReports: access.favoriteReportSchema,
  closedModules: access.closedModuleSchema,
  zbvOrgs: zbv.zbvOrgSchema,
  zbvRoles: zbv.zbvRoleSchema,
  zbvAccounts: zbv.zbvAccountSchema,
  zbvAccountLoginHistories: zbv.zbvAccountLoginHistorySchema,
  pbiRoles: pbi.pbiRoleSchema,
  pbiAccounts: pbi.pbiAccountSchema,
  pbiAccountGroups: pbi.pbiAccountGroupSchema,
  pbiRelationGroupAccounts: pbi.pbiRelationGroupAccountSchema,
  pbiReports: pbi.pbiReportSchema,
  pbiReportFilters: pbi.pbiReportFilterSchema,
  pbiReportSubscriptions: pbi.pbiReportSubscriptionSchema,
  pbiExportTemplates: pbi.pbiExportTemplateSchema,
  pbiExports: pbi.pbiExportSchema,
  pbiExportDetails: pbi.pbiExportDetailSchema,
  pbiExportJobs: pbi.pbiExportJobSchema,
  pbiExportSchedules: pbi.pbiExportScheduleSchema,
  exportJobs: pbi.exportJobSchema,
  gaPermissionsManagement: ga.gaPermissionsManagementSchema,
  gaQueues: ga.gaQueueSchema,
  gaZbvPermissions: ga.gaZbvPermissionSchema,
  gaPermissions: ga.gaPermissionSchema,
  gaBlockedDomains: ga.gaBlockedDomainSchema,
  manualPages: manual.manualPageSchema,
  manualAttachments: manual.manualAttachmentSchema,
  docsOrgRoles: manual.docsOrgRoleSchema,
  docsReports: manual.docsReportSchema,
  manualSynonyms: manual.manualSynonymSchema,
  supportRequests: usage.supportRequestSchema,
  trackingEvents: usage.trackingEventSchema,
  aiFeedback: usage.aiFeedbackSchema,
} as const satisfies Record<string, z.ZodType>;

export type CollectionName = keyof typeof collectionSchemas;
export type CollectionRecord<C extends CollectionName> = z.infer<(typeof collectionSchemas)[C]>;
export type Database = { [C in CollectionName]: CollectionRecord<C>[] };

export const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

export const isCollectionName = (name: string): name is CollectionName =>
  Object.prototype.hasOwnProperty.call(collectionSchemas, name);
