import type { UserData } from '@shared/schemas';

/** The user data of db.json's max.muster (no admin role); tests change what they are about through `extra`. */
export const aUser = (extra: Partial<UserData> = {}): UserData => ({
  name: 'Max Mustermann',
  username: 'max.muster',
  zbvUserId: 1,
  roles: ['RADAR_USER'],
  zbvRoles: [],
  admin: false,
  gaAdmin: false,
  gaCustAdmin: false,
  organisationName: 'Sparkasse Musterstadt',
  organisationId: 1,
  emailAddress: 'max.mustermann@sparkasse-musterstadt.de',
  ...extra,
});
