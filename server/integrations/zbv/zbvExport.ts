import { z } from 'zod';
import { zbvAccountSchema, zbvOrgSchema, zbvRoleSchema } from '@shared/schemas';

/**
 * What the ZBV delivers: every organisation, role and account that currently exists there. Organisations
 * and accounts carry their ZBV ids (our ids are the ZBV's: `zbvUserId` is the account id); roles are known
 * by their code. Whatever is active here is active in the portal; the flag itself is ours.
 */
export const zbvExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }).optional(),
  organisations: z.array(zbvOrgSchema.omit({ active: true })),
  roles: z.array(zbvRoleSchema.omit({ id: true })),
  accounts: z.array(zbvAccountSchema.omit({ active: true })),
});
export type ZbvExport = z.infer<typeof zbvExportSchema>;
