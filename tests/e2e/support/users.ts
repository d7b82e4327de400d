import { resolve } from 'node:path';

export const fixtureUsers = {
  max: { username: 'max.muster', name: 'Max Mustermann' },
  anna: { username: 'anna.admin', name: 'Anna Admin' },
  gabi: { username: 'gabi.analytics', name: 'Gabi Analytics' },
  kurt: { username: 'kurt.kunde', name: 'Kurt Kunde' },
  hanna: { username: 'hanna.handbuch', name: 'Hanna Handbuch' },
  otto: { username: 'otto.ohnerecht', name: 'Otto Ohnerecht' },
  petra: { username: 'petra.schneider', name: 'Petra Schneider' },
} as const;

export type FixtureUser = (typeof fixtureUsers)[keyof typeof fixtureUsers];

/** Browser state (tokens, provider session) of a user signed in once by auth.setup.ts. */
export const storageStateOf = (user: FixtureUser): string =>
  resolve(import.meta.dirname, '../../../.tmp/e2e-auth', `${user.username}.json`);
