import { z } from 'zod';
import { moduleTypeSchema } from './access';
import { idSchema } from './common';
import './germanValidation';

/** The answer of the report URL check (`GET /admin/lookupcheck/modules/{moduleId}/reports/{reportId}`). */
export const reportLookupSchema = z.object({
  path: z.string(),
  module: z.object({
    id: idSchema,
    name: z.string(),
    type: moduleTypeSchema,
    active: z.boolean(),
    categories: z.array(z.string()),
  }),
  report: z.object({
    id: idSchema,
    name: z.string(),
    groupName: z.string().nullable(),
    reportKey: z.string(),
    shortLink: z.string(),
    /** Display names of the pages users see. */
    pages: z.array(z.string()),
  }),
  reportIsInModule: z.boolean(),
  accounts: z.array(z.object({ id: idSchema, name: z.string(), email: z.string() })),
  access: z.object({
    /** Active accounts that may open the module, by any grant. */
    accountCount: z.number().int().nonnegative(),
    directAccounts: z.array(z.string()),
    groups: z.array(z.object({ id: idSchema, name: z.string(), members: z.array(z.string()) })),
    /** `organisation` null: the role's grant holds in every organisation. */
    zbvRoles: z.array(z.object({ zbvRole: z.string(), organisation: z.string().nullable() })),
  }),
  contactInfo: z.object({
    supportAvailable: z.boolean(),
    description: z.string().nullable(),
    jiraChildId: z.number(),
    email: z.string().nullable(),
    /** Which contact entry answered: the report's own, the default one, or none. */
    source: z.enum(['report', 'default', 'none']),
  }),
});
export type ReportLookup = z.infer<typeof reportLookupSchema>;
