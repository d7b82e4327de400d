import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema } from './common';
import { singleLine } from './singleLine';

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
  reportName: singleLine().max(200).optional(),
  /** The report the dialog was opened from, when it was. */
  moduleId: idSchema.optional(),
  reportId: idSchema.optional(),
  recipient: z.email(),
  requestMessage: z.string().min(10).max(20000),
  contactType: z.enum(contactTypes),
  phoneNumber: singleLine().max(50).optional(),
  jiraChildId: z.number().int().nonnegative().default(0),
  attachmentNames: z.array(singleLine()).default([]),
  status: z.enum(supportRequestStatuses),
  attempts: z.number().int().nonnegative().default(0),
  lastError: z.string().max(2000).optional(),
  nextAttemptAt: isoDateTimeSchema.optional(),
  sentAt: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const trackingKinds = ['REPORT_PAGE_USAGE', 'REPORT_ACCOUNT_CHANGE'] as const;
/** What the report view measures about one page view or account change (docs/requirements/entities.md, tracking event). */
const trackedFields = {
  kind: z.enum(trackingKinds),
  moduleId: idSchema,
  reportId: idSchema,
  pageName: singleLine().max(200).optional(),
  pbiAccountId: idSchema.optional(),
  loadMs: z.number().nonnegative().max(3_600_000).optional(),
  renderMs: z.number().nonnegative().max(3_600_000).optional(),
};

/**
 * One event as the browser posts it in a batch to `POST /customerjourney/track`. `eventId` is made by the
 * browser, so a batch sent again after a lost answer is not stored twice.
 */
export const trackedEventSchema = z.strictObject({ ...trackedFields, eventId: z.uuid(), at: isoDateTimeSchema });
export type TrackedEvent = z.infer<typeof trackedEventSchema>;
export const MAX_TRACKING_BATCH = 500;
export const trackingBatchSchema = z.array(trackedEventSchema).min(1).max(MAX_TRACKING_BATCH);

/** A stored event: append-only, with the account that caused it. */
export const trackingEventSchema = entity({
  ...trackedFields,
  eventId: z.uuid().optional(),
  accountId: idSchema,
  at: isoDateTimeSchema,
});
export const aiFeedbackSchema = entity({
  accountId: idSchema,
  threadId: singleLine().min(1),
  question: z.string().max(2000),
  helpful: z.boolean(),
  createdAt: isoDateTimeSchema,
});
