import type { UserData } from '@shared/schemas';

/** What the server answers for a signed-in user without roles; tests change what they are about through `extra`. */
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
  emailAddress: 'max.muster@sparkasse-musterstadt.de',
  ...extra,
});
