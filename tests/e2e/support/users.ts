import { dirname, join, resolve } from 'node:path';

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

/** The folder of auth.setup.ts's sign-ins. */
export const storedSignIns = resolve(import.meta.dirname, '../../../.tmp/e2e-auth');

/** Browser state (tokens, provider session) of a user signed in once by auth.setup.ts. */
export const storageStateOf = (user: FixtureUser): string => join(storedSignIns, `${user.username}.json`);

/** Whether the storage state is one of auth.setup.ts's sign-ins. */
export const isStoredSignIn = (storageState: string): boolean => dirname(storageState) === storedSignIns;
