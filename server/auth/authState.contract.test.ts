import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instancesOnPostgres, type SharedPlace } from '../testing/instancesOnPostgres';
import { migratedDatabases, postgresVariant } from '../testing/migratedDatabases';
import type { AuthState } from './authState';
import { AuthStateFile } from './authStateFile';
import { PgAuthState } from './pgAuthState';

let now: number;
const clock = () => now;

/**
 * One place of auth state, opened as often as a test likes: each `open` is a restarted instance (the file) or
 * another instance behind the balancer (PostgreSQL), so what one remembers the next must find.
 */
type Place = SharedPlace<AuthState>;

const databases = migratedDatabases('auth');

const implementations: {
  name: string;
  skip: boolean;
  /** Several instances at once (PostgreSQL); the file belongs to one instance, which restarts. */
  concurrent: boolean;
  place: () => Promise<Place>;
}[] = [
  {
    name: 'Datei neben db.json',
    skip: false,
    concurrent: false,
    place: () => {
      const folder = mkdtempSync(join(tmpdir(), 'radar-auth-state-'));
      return Promise.resolve({
        open: () => AuthStateFile.open(join(folder, 'auth-state.json'), clock),
        remove: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
      });
    },
  },
  {
    ...postgresVariant,
    concurrent: true,
    place: async () => instancesOnPostgres(await databases.next(), (pool) => new PgAuthState(pool, clock)),
  },
];

describe.each(implementations)('AuthState: $name', ({ skip, concurrent, place }) => {
  let subject: Place;
  let open: () => AuthState;
  beforeEach(async (context) => {
    if (skip) context.skip();
    now = Date.UTC(2026, 10, 25, 9);
    subject = await place();
    open = subject.open;
  });
  afterEach(() => subject?.remove());

  it('keeps the provider’s records for the next instance until they expire', async () => {
    await open().adapter('Session').upsert('s1', { uid: 'u1', accountId: 'max.muster' }, 60);
    const next = open().adapter('Session');
    expect(await next.find('s1')).toMatchObject({ accountId: 'max.muster' });
    expect(await next.findByUid('u1')).toMatchObject({ accountId: 'max.muster' });
    expect(await open().adapter('Interaction').findByUid('u1')).toBeUndefined();
    now += 61_000;
    expect(await open().adapter('Session').find('s1')).toBeUndefined();
  });

  it('marks a consumed code, destroys a record and revokes every token of a grant but not its neighbours', async () => {
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
    expect(await open().adapter('RefreshToken').find('r2')).toMatchObject({ grantId: 'g2' });
    await refresh.destroy('r2');
    expect(await open().adapter('RefreshToken').find('r2')).toBeUndefined();
  });

  let made: number;
  const create = async () => ({ signingKey: { kty: 'RSA', kid: `k${++made}` }, cookieKeys: ['secret'] });

  it('makes the keys once and gives the same ones to the next instance', async () => {
    made = 0;
    const first = await open().keys(create);
    expect(await open().keys(create)).toEqual(first);
    expect(made).toBe(1);
  });

  it.skipIf(!concurrent)('gives every instance the same keys when they start together', async () => {
    made = 0;
    const [first, second, third] = await Promise.all([open().keys(create), open().keys(create), open().keys(create)]);
    expect([second, third]).toEqual([first, first]);
  });

  it('remembers a revocation for the next instance until it runs out, never shortening it', async () => {
    const state = open();
    await state.remember('grant-1', now / 1000 + 600);
    await state.remember('grant-1', now / 1000 + 60);
    now += 61_000;
    expect(await open().isRevoked(['session-1', 'grant-1']), 'die längere Frist gilt').toBe(true);
    expect(await open().isRevoked(['session-1', 'grant-2'])).toBe(false);
    now += 540_000;
    expect(await open().isRevoked(['grant-1']), 'abgelaufen').toBe(false);
  });
});

it('keeps the file readable by the server only: it holds keys and refresh tokens', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'radar-auth-state-'));
  try {
    await AuthStateFile.open(join(folder, 'auth-state.json')).remember('grant-1', Date.now() / 1000 + 60);
    expect(statSync(join(folder, 'auth-state.json')).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
