import { z } from 'zod';
import { validationTexts } from '../texts/validation';
import { entity, idSchema, isoDateTimeSchema } from './common';
import { singleLine } from './singleLine';

export const partnerTypes = ['Institut', 'Verband', 'Standard', 'DSGV', 'Berater', 'Verbundpartner'] as const;
export const environments = ['Abnahme', 'Produktion', 'Andere'] as const;
/** Portal roles carried by an account; RADAR_USER is the permission to use the application at all. */
export const portalRoles = ['RADAR_USER', 'RADAR_ADMIN', 'GA_ADMIN', 'GA_CUST_ADMIN'] as const;
export { MANUAL_ADMIN } from './zbvRoleCodes';

export const zbvOrgSchema = entity({
  name: singleLine().min(1).max(200),
  shortName: singleLine().max(60).optional(),
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
  code: singleLine().regex(/^[A-Z0-9_]+$/, validationTexts.roleCode),
  name: singleLine().min(1).max(200),
  description: z.string().max(2000).optional(),
});
const eachOnce = (list: readonly string[]) => new Set(list).size === list.length;
export const zbvAccountSchema = entity({
  username: singleLine().regex(/^[a-z0-9._-]{2,64}$/, validationTexts.username),
  firstName: singleLine().max(100),
  lastName: singleLine().max(100),
  email: z.email(),
  orgId: idSchema,
  roles: z.array(z.enum(portalRoles)).refine(eachOnce, validationTexts.duplicateEntries).default([]),
  zbvRoles: z.array(singleLine().min(1)).refine(eachOnce, validationTexts.duplicateEntries).default([]),
  active: z.boolean().default(true),
});
export type ZbvAccount = z.infer<typeof zbvAccountSchema>;
export const zbvAccountLoginHistorySchema = entity({
  accountId: idSchema,
  loginAt: isoDateTimeSchema,
  source: singleLine().max(100).optional(),
});
