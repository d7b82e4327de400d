import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { privilegedRoles } from '@shared/roles/roleGrants';
import type { Row } from '../store/collectionStore';
import { describeOnEachStore } from '../testing/storeVariants';

/**
 * The invariant of docs/security.md ("Invariants of identity and institutes"): no sequence of requests by an
 * administrator of institute X yields a privileged account outside X that did not exist before. Model-based:
 * fast-check draws sequences of PATCH, POST and DELETE on accounts by each admin role and checks the accounts after
 * every step. The seed is fixed; IDENTITY_PROPERTY_RUNS (default 4 per actor) and IDENTITY_PROPERTY_SEED run it
 * longer or elsewhere, e.g. `IDENTITY_PROPERTY_RUNS=200 npx vitest run server/auth/identityInvariant.test.ts`.
 */
const RUNS = Number(process.env.IDENTITY_PROPERTY_RUNS ?? 10);
const SEED = Number(process.env.IDENTITY_PROPERTY_SEED ?? 20261128);

type Target = 'self' | 'ownUser' | 'otherUser' | 'otherHolder' | 'created';

/**
 * The fixture accounts of each admin role: their institute, another one, and the accounts a sequence aims at (the
 * actor's own, a user of the own and of another institute, a role holder of another institute). Only the two
 * RADAR_ADMINs may change accounts at all; the others are tried a few times, to see them refused.
 */
const actors = [
  {
    username: 'anna.admin',
    orgId: 1,
    otherOrgId: 2,
    runs: RUNS,
    ids: { self: 2, ownUser: 8, otherUser: 13, otherHolder: 29 },
  },
  {
    username: 'melanie.walter',
    orgId: 9,
    otherOrgId: 1,
    runs: RUNS,
    ids: { self: 29, ownUser: 30, otherUser: 14, otherHolder: 2 },
  },
  {
    username: 'gabi.analytics',
    orgId: 6,
    otherOrgId: 1,
    runs: 2,
    ids: { self: 3, ownUser: 23, otherUser: 1, otherHolder: 2 },
  },
  {
    username: 'kurt.kunde',
    orgId: 1,
    otherOrgId: 2,
    runs: 2,
    ids: { self: 4, ownUser: 9, otherUser: 13, otherHolder: 29 },
  },
  {
    username: 'hanna.handbuch',
    orgId: 6,
    otherOrgId: 1,
    runs: 2,
    ids: { self: 5, ownUser: 24, otherUser: 15, otherHolder: 2 },
  },
] as const;
type Actor = (typeof actors)[number];

/** Field values; `orgId` is the actor's own or another institute. */
const fields = {
  orgId: fc.constantFrom('own', 'other'),
  roles: fc.constantFrom(
    ['RADAR_USER'],
    ['RADAR_USER', 'RADAR_ADMIN'],
    ['RADAR_USER', 'GA_CUST_ADMIN'],
    ['RADAR_USER', 'RADAR_USER'],
  ),
  zbvRoles: fc.constantFrom([], ['MANUAL_ADMIN']),
  active: fc.boolean(),
  username: fc.constantFrom('max.muster', 'neu.konto', 'max.alt'),
  email: fc.constantFrom('neu@sparkasse-musterstadt.de', 'neu@sparkasse-nordheide.de'),
};
interface Body {
  orgId?: 'own' | 'other';
  roles?: readonly string[];
  zbvRoles?: readonly string[];
  active?: boolean;
  username?: string;
  email?: string;
}

/** Mostly one field at a time, as the attacks go (move, grant, move back), sometimes several at once. */
const patchBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ orgId: fields.orgId }) },
  { weight: 3, arbitrary: fc.record({ roles: fields.roles }) },
  { weight: 1, arbitrary: fc.record({ zbvRoles: fields.zbvRoles }) },
  { weight: 1, arbitrary: fc.record({ active: fields.active }) },
  { weight: 1, arbitrary: fc.record({ username: fields.username }) },
  { weight: 1, arbitrary: fc.record({ email: fields.email }) },
  { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
);
const target: fc.Arbitrary<Target> = fc.constantFrom(
  'self',
  'self',
  'ownUser',
  'otherUser',
  'otherUser',
  'otherHolder',
  'created',
  'created',
);

type Step =
  | { method: 'PATCH'; target: Target; body: Body }
  | { method: 'POST'; body: Body }
  | { method: 'DELETE'; target: Target };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ method: fc.constant('PATCH' as const), target, body: patchBody }) },
  {
    weight: 2,
    arbitrary: fc.record({
      method: fc.constant('POST' as const),
      body: fc.record({ ...fields, username: fc.constantFrom('neu.konto', 'max.alt') }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ method: fc.constant('DELETE' as const), target }) },
);

/** The request body with the institute resolved for the actor. */
const bodyFor = (actor: Actor, body: Body): Row => ({
  ...body,
  ...(body.orgId === undefined ? {} : { orgId: body.orgId === 'own' ? actor.orgId : actor.otherOrgId }),
});

/** Every privileged role an active account exercises outside the institute, with who the account is. */
const privilegedOutside = (accounts: readonly Row[], orgId: number): Set<string> =>
  new Set(
    accounts
      .filter((account) => account.active !== false && String(account.orgId) !== String(orgId))
      .flatMap((account) =>
        [...(account.roles as string[]), ...(account.zbvRoles as string[])]
          .filter((role) => role in privilegedRoles)
          .map((role) => JSON.stringify([account.id, account.username, account.email, account.orgId, role])),
      ),
  );

/** What nobody changes on their own account, nor deletes it. */
const identityOf = (accounts: readonly Row[], id: number) => {
  const account = accounts.find((candidate) => String(candidate.id) === String(id));
  return account && [account.username, account.email, account.orgId, account.active, account.roles, account.zbvRoles];
};

describeOnEachStore('identity and institute invariant, $name', (server) => {
  const send = async (actor: Actor, request: Step, created: number | undefined) => {
    const id =
      request.method === 'POST'
        ? undefined
        : request.target === 'created'
          ? (created ?? actor.ids.ownUser)
          : actor.ids[request.target];
    const response = await fetch(`${server.url}${DATA_BASE}/zbvAccounts${id === undefined ? '' : `/${id}`}`, {
      method: request.method,
      headers: { ...(await server.authAs(actor.username)), 'content-type': 'application/json' },
      body:
        request.method === 'DELETE'
          ? undefined
          : JSON.stringify({ firstName: 'Neu', lastName: 'Konto', ...bodyFor(actor, request.body) }),
    });
    const answer = (await response.json()) as { id?: number };
    return {
      status: response.status,
      created: request.method === 'POST' && response.status === 201 ? answer.id : created,
    };
  };

  it.each(actors)(
    'no sequence of requests by $username makes a privileged account outside its institute or changes its own',
    async (actor) => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const accounts = await server.records('zbvAccounts');
          const before = privilegedOutside(accounts, actor.orgId);
          const ownBefore = identityOf(accounts, actor.ids.self);
          let created: number | undefined;
          for (const [index, request] of steps.entries()) {
            const answer = await send(actor, request, created);
            created = answer.created;
            const what = `Schritt ${index + 1} von ${JSON.stringify(steps)}`;
            expect(answer.status, what).toBeLessThan(500);
            const now = await server.records('zbvAccounts');
            const after = privilegedOutside(now, actor.orgId);
            expect(
              [...after].filter((entry) => !before.has(entry)),
              what,
            ).toEqual([]);
            expect(identityOf(now, actor.ids.self), what).toEqual(ownBefore);
          }
        }),
        { numRuns: actor.runs, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );
});
