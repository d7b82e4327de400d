import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema } from './common';
import { singleLine } from './singleLine';
import { boundedJson } from './boundedJson';
import { webAddressSchema } from './webAddress';

export const knownSettingKeys = [
  'config.maintenance.enabled',
  'maintenance.message.text',
  'pbi.report.confluence.defaultpageid',
  'ki.enabled.modules.ids',
  'config.productname',
] as const;

/** One key/value pair of GET /keyvalue/map; the id is the key itself. */
export const systemSettingSchema = entity({
  value: z.string().max(5000),
  description: z.string().max(500).optional(),
});
export const notificationSchema = entity({
  title: singleLine().min(1).max(200),
  message: z.string().min(1).max(20000),
  validFrom: isoDateTimeSchema.optional(),
  validTo: isoDateTimeSchema.optional(),
  targetAccountIds: z.array(idSchema).default([]),
  targetOrgIds: z.array(idSchema).default([]),
  active: z.boolean().default(true),
  /** Stamped by the server on create; what ranks a notification without validFrom (docs/dashboard.md). */
  createdAt: isoDateTimeSchema.optional(),
});
const notificationTitleSchema = z.object({ id: idSchema, title: z.string() });
/**
 * What users see now (back office): the first notifications of everyone, and those that go to some accounts or
 * organisations only and come before them for their recipients when newer.
 */
export const shownNotificationsSchema = z.object({
  forEveryone: z.array(notificationTitleSchema),
  targeted: z.array(notificationTitleSchema),
});
export type ShownNotifications = z.infer<typeof shownNotificationsSchema>;
export const notificationClosureSchema = entity({
  notificationId: idSchema,
  accountId: idSchema,
  closedAt: isoDateTimeSchema,
});
export const contactInfoSchema = entity({
  /** 'default' is the entry for general questions and reports without their own entry. */
  reportName: singleLine().min(1).max(200),
  supportAvailable: z.boolean(),
  description: z.string().max(20000).optional(),
  email: z.email().optional(),
  jiraChildId: z.number().int().nonnegative().default(0),
});
export const workflowStepSchema = z.strictObject({
  index: z.number().int().nonnegative(),
  name: singleLine().min(1).max(200),
  stepId: singleLine().min(1).max(100),
  // The portal renders it as a link: only its own paths and web addresses, never `javascript:` and the like.
  href: z
    .string()
    .min(1)
    .max(1000)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'Ein Pfad im Portal (beginnt mit /) oder eine http(s)-Adresse'),
});

/** A step id names one step of its workflow (the portal keys its steps by it). */
export const withUniqueStepIds = <T extends z.ZodType<readonly { stepId: string }[]>>(steps: T) =>
  steps.superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((step, index) => {
      if (seen.has(step.stepId)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'stepId'],
          message: 'Diese Schritt-ID kommt in diesem Workflow schon vor.',
        });
      }
      seen.add(step.stepId);
    });
  });

export const workflowSchema = entity({
  name: singleLine().min(1).max(200),
  documentation: z.string().max(20000).optional(),
  position: z.number().int().nonnegative().default(0),
  workflowSteps: withUniqueStepIds(z.array(workflowStepSchema)).default([]),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const productInfoSchema = entity({
  productTitle: singleLine().min(1),
  version: singleLine().min(1),
  programReleaseFileLink: webAddressSchema.min(1),
  rolesDescription: z.string(),
  infoHosting: z.string(),
});
export const auditActions = ['create', 'update', 'delete'] as const;
export const auditEntrySchema = entity({
  at: isoDateTimeSchema,
  actor: singleLine().min(1),
  resource: singleLine().min(1),
  recordId: idSchema,
  action: z.enum(auditActions),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

/** Limits of the per-user settings: one value, and all of a user's settings together. */
export const preferenceLimits = { valueBytes: 20_000, keysPerUser: 200, bytesPerUser: 256_000 } as const;

export const preferenceKeySchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'Buchstaben, Ziffern, Punkt, _ oder -');

/** A per-user setting (dark mode, grid columns, …); `value` is any JSON the feature owning `key` defines. */
export const userPreferenceSchema = entity({
  accountId: idSchema,
  key: preferenceKeySchema,
  value: boundedJson(preferenceLimits.valueBytes),
  updatedAt: isoDateTimeSchema,
});
