import {
  gaBlockedDomainSchema,
  gaPermissionSchema,
  gaPermissionsManagementSchema,
  gaQueueSchema,
  gaZbvPermissionSchema,
} from '@shared/schemas';

export const gaSchemas = {
  gaPermissionsManagement: {
    edit: gaPermissionsManagementSchema,
    create: gaPermissionsManagementSchema.omit({ id: true }),
  },
  gaZbvPermissions: { edit: gaZbvPermissionSchema, create: gaZbvPermissionSchema.omit({ id: true }) },
  gaPermissions: { edit: gaPermissionSchema, create: gaPermissionSchema.omit({ id: true }) },
  gaBlockedDomains: { edit: gaBlockedDomainSchema, create: gaBlockedDomainSchema.omit({ id: true }) },
  /** A new queue entry names what to do; the server's worker owns status, attempts and errors. */
  gaQueues: {
    create: gaQueueSchema.pick({ action: true, accountId: true, propertyId: true, access: true }),
  },
} as const;

/** What a new queue entry gets besides the admin's choice: it waits for the worker. */
export const asNewQueueEntry = (data: Record<string, unknown>) => ({
  ...data,
  status: 'queued',
  attempts: 0,
  createdAt: new Date().toISOString(),
});
