import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema } from './common';

export const supportReasons = ['GENERAL', 'REPORT'] as const;
export const contactTypes = ['EMAIL', 'PHONE'] as const;

export const supportRequestStatuses = ['queued', 'sent', 'failed'] as const;

/**
 * A support request as stored before its e-mail is sent (so none is lost while the mail server is down):
 * `queued` until the first attempt, then `sent` or `failed` (retried at `nextAttemptAt`).
 */
export const supportRequestSchema = entity({
  accountId: idSchema,
  supportReason: z.enum(supportReasons),
  reportName: z.string().max(200).optional(),
  /** The report the dialog was opened from, when it was. */
  moduleId: idSchema.optional(),
  reportId: idSchema.optional(),
  recipient: z.email(),
  requestMessage: z.string().min(10).max(20000),
  contactType: z.enum(contactTypes),
  phoneNumber: z.string().max(50).optional(),
  jiraChildId: z.number().int().nonnegative().default(0),
  attachmentNames: z.array(z.string()).default([]),
  status: z.enum(supportRequestStatuses),
  attempts: z.number().int().nonnegative().default(0),
  lastError: z.string().max(2000).optional(),
  nextAttemptAt: isoDateTimeSchema.optional(),
  sentAt: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const trackingKinds = ['REPORT_PAGE_USAGE', 'REPORT_ACCOUNT_CHANGE'] as const;
export const trackingEventSchema = entity({
  kind: z.enum(trackingKinds),
  accountId: idSchema,
  moduleId: idSchema,
  reportId: idSchema,
  pageName: z.string().optional(),
  pbiAccountId: idSchema.optional(),
  at: isoDateTimeSchema,
  loadMs: z.number().nonnegative().optional(),
  renderMs: z.number().nonnegative().optional(),
});
export const aiFeedbackSchema = entity({
  accountId: idSchema,
  threadId: z.string().min(1),
  question: z.string().max(2000),
  helpful: z.boolean(),
  createdAt: isoDateTimeSchema,
});
