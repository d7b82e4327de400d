import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema } from './common';
import { jobStatuses } from './pbi';
import { singleLine } from './singleLine';

export const gaAccessLevels = ['VIEWER', 'ANALYST', 'EDITOR'] as const;
export const gaActions = ['GRANT', 'REVOKE'] as const;
const gaAccess = z.enum(gaAccessLevels);

export const gaPermissionsManagementSchema = entity({
  accountId: idSchema,
  propertyId: singleLine().regex(/^\d{6,12}$/, 'GA4-Property-ID aus 6 bis 12 Ziffern'),
  domain: singleLine().min(3).max(253),
  access: gaAccess,
});
export type GaPermissionsManagement = z.infer<typeof gaPermissionsManagementSchema>;
export const gaQueueSchema = entity({
  action: z.enum(gaActions),
  accountId: idSchema,
  propertyId: singleLine().min(1),
  access: gaAccess,
  status: z.enum(jobStatuses),
  attempts: z.number().int().nonnegative().default(0),
  /** The last failure; kept while the entry waits for its next attempt. */
  error: z.string().optional(),
  createdAt: isoDateTimeSchema,
  /** When a failed entry is tried again; absent once it is given up (or never failed). */
  nextAttemptAt: isoDateTimeSchema.optional(),
  processedAt: isoDateTimeSchema.optional(),
  /** The account whose change queued the entry (set by the server); the worker re-checks its scope before acting. */
  requestedBy: idSchema.optional(),
});
export type GaQueueEntry = z.infer<typeof gaQueueSchema>;
export type GaAccess = z.infer<typeof gaAccess>;
export const gaZbvPermissionSchema = entity({
  orgId: idSchema,
  propertyId: singleLine().min(1),
  access: gaAccess,
});
export const gaPermissionSchema = entity({
  propertyId: singleLine().min(1),
  propertyName: singleLine().min(1),
  domain: singleLine().min(3).max(253),
});
export const gaBlockedDomainSchema = entity({
  domain: singleLine().min(3).max(253),
  reason: z.string().max(500).optional(),
});
