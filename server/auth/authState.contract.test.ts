import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AuthStateFile } from './authStateFile';

let folder: string;
let now: number;
const clock = () => now;
const open = () => AuthStateFile.open(join(folder, 'auth-state.json'), clock);

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'radar-auth-state-'));
  now = Date.UTC(2026, 10, 25, 9);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('keeps the provider’s records across a restart until they expire, in a file only the server may read', async () => {
  await open().adapter('Session').upsert('s1', { uid: 'u1', accountId: 'max.muster' }, 60);
  const restarted = open().adapter('Session');
  expect(await restarted.find('s1')).toMatchObject({ accountId: 'max.muster' });
  expect(await restarted.findByUid('u1')).toMatchObject({ accountId: 'max.muster' });
  expect(statSync(join(folder, 'auth-state.json')).mode & 0o777).toBe(0o600);
  now += 61_000;
  expect(await open().adapter('Session').find('s1')).toBeUndefined();
});

it('marks a consumed code, destroys a record and revokes every token of a grant but not the grant’s neighbours', async () => {
  const state = open();
  const codes = state.adapter('AuthorizationCode');
  const refresh = state.adapter('RefreshToken');
  await codes.upsert('c1', { grantId: 'g1' }, 60);
  await refresh.upsert('r1', { grantId: 'g1' }, 3600);
  await refresh.upsert('r2', { grantId: 'g2' }, 3600);
  await codes.consume('c1');
  expect(await codes.find('c1')).toMatchObject({ consumed: Math.floor(now / 1000) });
  await refresh.revokeByGrantId('g1');
  expect([await codes.find('c1'), await refresh.find('r1')]).toEqual([undefined, undefined]);
  await refresh.destroy('r2');
  expect(await open().adapter('RefreshToken').find('r2')).toBeUndefined();
});

it('makes the keys once and gives the same ones after a restart', async () => {
  let made = 0;
  const create = async () => ({ signingKey: { kty: 'RSA', kid: `k${++made}` }, cookieKeys: ['secret'] });
  const first = await open().keys(create);
  const second = await open().keys(create);
  expect(second).toEqual(first);
  expect(made).toBe(1);
});

it('remembers a revocation across a restart until it runs out, never shortening it', () => {
  const state = open();
  state.remember('grant-1', now / 1000 + 600);
  state.remember('grant-1', now / 1000 + 60);
  expect(open().until('grant-1')).toBe(now / 1000 + 600);
  now += 601_000;
  expect(open().until('grant-1')).toBeUndefined();
});
