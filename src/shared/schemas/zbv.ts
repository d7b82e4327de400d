import { z } from 'zod';
import { validationTexts } from '../texts/validation';
import { entity, idSchema, isoDateTimeSchema } from './common';

export const partnerTypes = ['Institut', 'Verband', 'Standard', 'DSGV', 'Berater', 'Verbundpartner'] as const;
export const environments = ['Abnahme', 'Produktion', 'Andere'] as const;
/** Portal roles carried by an account; RADAR_USER is the permission to use the application at all. */
export const portalRoles = ['RADAR_USER', 'RADAR_ADMIN', 'GA_ADMIN', 'GA_CUST_ADMIN'] as const;
export { MANUAL_ADMIN } from './zbvRoleCodes';

export const zbvOrgSchema = entity({
  name: z.string().min(1).max(200),
  shortName: z.string().max(60).optional(),
  blz: z
    .string()
    .regex(/^\d{8}$/, validationTexts.bankCode)
    .optional(),
  partnerType: z.enum(partnerTypes),
  environment: z.enum(environments).default('Produktion'),
  parentId: idSchema.optional(),
  active: z.boolean().default(true),
});
export const zbvRoleSchema = entity({
  code: z.string().regex(/^[A-Z0-9_]+$/, validationTexts.roleCode),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).optional(),
});
const eachOnce = (list: readonly string[]) => new Set(list).size === list.length;
export const zbvAccountSchema = entity({
  username: z.string().regex(/^[a-z0-9._-]{2,64}$/, validationTexts.username),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.email(),
  orgId: idSchema,
  roles: z.array(z.enum(portalRoles)).refine(eachOnce, validationTexts.duplicateEntries).default([]),
  zbvRoles: z.array(z.string().min(1)).refine(eachOnce, validationTexts.duplicateEntries).default([]),
  active: z.boolean().default(true),
});
export type ZbvAccount = z.infer<typeof zbvAccountSchema>;
export const zbvAccountLoginHistorySchema = entity({
  accountId: idSchema,
  loginAt: isoDateTimeSchema,
  source: z.string().max(100).optional(),
});
