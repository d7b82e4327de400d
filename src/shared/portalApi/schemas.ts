import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../schemas/common';
import { exportFormats, pbiReportSubscriptionSchema } from '../schemas/pbi';
import { productInfoSchema, workflowSchema } from '../schemas/system';

/** What the answers of the portal's calls look like; the server builds them, the client parses them. */

/** A notification as a user sees it (spec section 3): id, title, message (HTML). */
export const userNotificationSchema = z.object({ id: idSchema, title: z.string(), message: z.string() });
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const maintenanceStatusSchema = z.object({ enabled: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** GET /keyvalue/map: every system setting, key → value. */
export const settingsMapSchema = z.record(z.string(), z.string());
export type SettingsMap = z.infer<typeof settingsMapSchema>;

export const clientConfigSchema = z.object({ canonicalOrigin: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const productInfoDataSchema = productInfoSchema.omit({ id: true });
export type ProductInfoData = z.infer<typeof productInfoDataSchema>;

export const workflowListSchema = z.array(workflowSchema);

export const subscriptionFrequencySchema = pbiReportSubscriptionSchema.shape.frequency;
export type SubscriptionFrequency = z.infer<typeof subscriptionFrequencySchema>;

export const ownSubscriptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  frequency: subscriptionFrequencySchema,
  active: z.boolean(),
  moduleId: idSchema,
  reportId: idSchema,
  moduleName: z.string().nullable(),
  reportName: z.string().nullable(),
});
export type OwnSubscription = z.infer<typeof ownSubscriptionSchema>;

export const ownExportFileSchema = z.object({
  id: idSchema,
  fileName: z.string(),
  format: z.enum(exportFormats),
  size: z.number(),
  createdAt: isoDateTimeSchema,
});

export const ownExportSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
  templateName: z.string().nullable(),
  format: z.enum(exportFormats).nullable(),
  reportId: idSchema.nullable(),
  reportName: z.string().nullable(),
  /** A module showing the report, for the link; null when no module shows it. */
  moduleId: idSchema.nullable(),
  files: z.array(ownExportFileSchema),
});
export type OwnExport = z.infer<typeof ownExportSchema>;

/** GET /modules/reports: report names, sorted alphabetically. */
export const reportNamesSchema = z.array(z.string());

/** GET /contactinfo (spec section 3): who answers questions about a report; null where the entry names nothing. */
export const contactInfoAnswerSchema = z.object({
  supportAvailable: z.boolean(),
  description: z.string().nullable(),
  jiraChildId: z.number(),
  email: z.string().nullable(),
});
export type ContactInfoAnswer = z.infer<typeof contactInfoAnswerSchema>;
