import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common';
import { exportFormats, jobStatuses, pbiReportSubscriptionSchema } from '../pbi';
import { notificationSchema, productInfoSchema, workflowSchema } from '../system';

/** What the answers of the portal's calls look like; the server builds them, the client parses them. */

/**
 * A notification as users see it (docs/requirements/entities.md): id, title, message (HTML) and any field added
 * to the entity later. The fields that decide who sees it and when stay on the server.
 */
export const notificationFieldsKeptOnServer = {
  validFrom: true,
  validTo: true,
  targetAccountIds: true,
  targetOrgIds: true,
  active: true,
  createdAt: true,
} as const;
export const userNotificationSchema = notificationSchema.omit(notificationFieldsKeptOnServer);
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
  /** The latest run (by its slot), or null before the first. */
  lastJob: z
    .object({
      status: z.enum(jobStatuses),
      scheduledFor: isoDateTimeSchema,
      finishedAt: isoDateTimeSchema.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type OwnExport = z.infer<typeof ownExportSchema>;

/** GET /modules/reports: report names, sorted alphabetically. */
export const reportNamesSchema = z.array(z.string());

/** GET /contactinfo (docs/requirements/entities.md): who answers questions about a report; null where the entry names nothing. */
export const contactInfoAnswerSchema = z.object({
  supportAvailable: z.boolean(),
  description: z.string().nullable(),
  jiraChildId: z.number(),
  email: z.string().nullable(),
});
export type ContactInfoAnswer = z.infer<typeof contactInfoAnswerSchema>;
/** Manual hierarchy node (docs/requirements/entities.md): pageData with pageId, and the children. */
export interface ManualNode {
  pageData: { pageId: string; title: string };
  children: ManualNode[];
}
export const manualNodeSchema: z.ZodType<ManualNode> = z.lazy(() =>
  z.object({
    pageData: z.object({ pageId: z.string(), title: z.string() }),
    children: z.array(manualNodeSchema),
  }),
);
/** GET tree: the root node, or null while the manual is empty (or nothing of it is visible). */
export const manualTreeSchema = manualNodeSchema.nullable();

/** Manual page content (docs/requirements/entities.md): content (HTML) and the ids of its attachments, plus title and version. */
export const manualPageContentSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  version: z.number(),
  updatedAt: isoDateTimeSchema,
});
export type ManualPageContent = z.infer<typeof manualPageContentSchema>;

export const manualSearchHitSchema = z.object({ pageId: z.string(), title: z.string(), excerpt: z.string() });
export type ManualSearchHit = z.infer<typeof manualSearchHitSchema>;
export const manualSearchResultSchema = z.array(manualSearchHitSchema);
export const attachmentIdsSchema = z.array(z.string());

/** AI chat request (docs/requirements/entities.md): message and threadId (absent for a new conversation). */
export const aiChatRequestSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  threadId: z.string().max(100).optional(),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;
export const aiReferenceSchema = z.object({ text: z.string(), pageId: z.string() });
export type AiReference = z.infer<typeof aiReferenceSchema>;
/** AI chat response (docs/requirements/entities.md): content, threadId, references (text, pageId), error. */
export const aiChatResponseSchema = z.object({
  content: z.string(),
  threadId: z.string(),
  references: z.array(aiReferenceSchema),
  error: z.string().nullable().optional(),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;
export const aiFeedbackRequestSchema = z.object({
  threadId: z.string().min(1).max(100),
  question: z.string().max(2000),
  helpful: z.boolean(),
});
export type AiFeedbackRequest = z.infer<typeof aiFeedbackRequestSchema>;
