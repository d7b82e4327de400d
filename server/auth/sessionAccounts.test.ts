import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ZbvAccount } from '@shared/schemas';
import { fixtureStoreOfFile } from '../testing/fixtureStore';
import { AuthStateFile } from './authStateFile';
import { BoundSessionAccounts, SESSION_ACCOUNT_MODEL, type VerifiedToken } from './sessionAccounts';

// An external provider's tokens: its own subject, the username claim, and (Keycloak) a session id.
const { store } = fixtureStoreOfFile();
const folder = mkdtempSync(join(tmpdir(), 'radar-session-accounts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let now = Date.parse('2026-11-28T08:00:00Z');
const sessions = new BoundSessionAccounts(
  AuthStateFile.open(join(folder, 'auth-state.json'), () => now).adapter(SESSION_ACCOUNT_MODEL),
  store,
  3600,
);
const token = (username: string, sid?: string): VerifiedToken => ({
  sub: `kc-${username}`,
  username,
  ...(sid ? { sid } : {}),
});
const rename = (id: number, username: string) =>
  store.change('zbvAccounts', (accounts) =>
    accounts.map((account): ZbvAccount => (account.id === id ? { ...account, username } : account)),
  );

it('binds a session to the account its username named at sign-in, and keeps it through renames and refreshes', async () => {
  await sessions.signedIn(token('max.muster', 'sid-1'));
  rename(1, 'max.alt');
  rename(3, 'max.muster');
  expect(await sessions.accountIdOf(token('max.muster', 'sid-1'))).toBe('1');
  await sessions.refreshed(token('max.muster', 'sid-1'));
  expect(await sessions.accountIdOf(token('max.muster', 'sid-1'))).toBe('1');
  // A new sign-in looks the name up again: the username decides, which is why renaming role holders is a role change.
  await sessions.signedIn(token('max.muster', 'sid-2'));
  expect(await sessions.accountIdOf(token('max.muster', 'sid-2'))).toBe('3');
  rename(3, 'gabi.analytics');
  rename(1, 'max.muster');
});

it('binds nothing for a person no active account knows, and a binding runs out unless refreshed', async () => {
  await sessions.signedIn(token('niemand', 'sid-3'));
  expect(await sessions.accountIdOf(token('niemand', 'sid-3'))).toBeUndefined();
  await sessions.signedIn(token('anna.admin'));
  expect(await sessions.accountIdOf(token('anna.admin'))).toBe('2');
  now += 3601 * 1000;
  expect(await sessions.accountIdOf(token('anna.admin'))).toBeUndefined();
  await sessions.refreshed(token('anna.admin'));
  expect(await sessions.accountIdOf(token('anna.admin'))).toBeUndefined();
});
