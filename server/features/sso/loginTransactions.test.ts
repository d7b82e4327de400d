import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { AuthStateFile } from '../../auth/authStateFile';
import { LOGIN_TRANSACTION_MODEL, LoginTransactions } from './loginTransactions';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Two instances' transactions over one auth state (as PostgreSQL shares it), on a clock the test moves. */
function twoInstances() {
  const folder = mkdtempSync(join(tmpdir(), 'radar-login-'));
  folders.push(folder);
  const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
  const state = AuthStateFile.open(join(folder, 'auth-state.json'), () => clock.now);
  const instance = () => new LoginTransactions(state.adapter(LOGIN_TRANSACTION_MODEL));
  return { clock, first: instance(), second: instance() };
}

it('completes a sign-in started on one instance on another, once', async () => {
  const { first, second } = twoInstances();
  const started = await first.start();
  expect(await second.take(started.state)).toEqual(started);
  expect(await first.take(started.state)).toBeUndefined();
  expect(await second.take('unbekannt')).toBeUndefined();
});

it('forgets a sign-in that has not come back within ten minutes', async () => {
  const { clock, first, second } = twoInstances();
  const late = await first.start();
  const inTime = await first.start();
  clock.now += 10 * 60 * 1000 - 1;
  expect(await second.take(inTime.state)).toEqual(inTime);
  clock.now += 1;
  expect(await second.take(late.state)).toBeUndefined();
});
