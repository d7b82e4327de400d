import { z } from 'zod';
import { idSchema } from './common';

/** What GET /get-userdata and the login call answer (docs/requirements/entities.md, User data). */
export const userDataSchema = z.object({
  name: z.string(),
  username: z.string(),
  zbvUserId: idSchema,
  roles: z.array(z.string()),
  zbvRoles: z.array(z.string()),
  admin: z.boolean(),
  gaAdmin: z.boolean(),
  gaCustAdmin: z.boolean(),
  organisationName: z.string(),
  organisationId: idSchema,
  emailAddress: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;
