import { z } from 'zod';
import { idSchema } from './common';
import { singleLine } from './singleLine';

/** What GET /get-userdata and the login call answer (docs/requirements/entities.md, User data). */
export const userDataSchema = z.object({
  name: singleLine(),
  username: singleLine(),
  zbvUserId: idSchema,
  roles: z.array(singleLine()),
  zbvRoles: z.array(singleLine()),
  admin: z.boolean(),
  gaAdmin: z.boolean(),
  gaCustAdmin: z.boolean(),
  organisationName: singleLine(),
  organisationId: idSchema,
  emailAddress: singleLine(),
});
export type UserData = z.infer<typeof userDataSchema>;
