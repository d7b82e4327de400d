import type { ZbvExport } from '../../integrations/zbv/zbvExport';
import { planZbvSync } from './planZbvSync';

const org = { id: 1, name: 'Sparkasse A', partnerType: 'Institut', environment: 'Produktion' } as const;
const account = {
  id: 7,
  username: 'a.b',
  firstName: 'A',
  lastName: 'B',
  email: 'a.b@example.org',
  orgId: 1,
  roles: ['RADAR_USER' as const],
  zbvRoles: [],
};
const current = {
  organisations: [{ ...org, active: true }],
  roles: [{ id: 3, code: 'X', name: 'Rolle X' }],
  accounts: [{ ...account, active: true }],
};
const plan = (exported: Partial<ZbvExport>) =>
  planZbvSync(
    current,
    { organisations: [org], roles: [], accounts: [account], ...exported },
    'anna.admin',
    '2026-11-21T10:00:00+01:00',
  );

describe('planZbvSync', () => {
  it('keeps identical records as they are (same objects)', () => {
    const { accounts, organisations, result } = plan({});
    expect(accounts[0]).toBe(current.accounts[0]);
    expect(organisations[0]).toBe(current.organisations[0]);
    expect(result.accounts).toEqual({ inserted: 0, updated: 0, deactivated: 0, unchanged: 1 });
    expect(result.roles).toEqual({ inserted: 0, updated: 0, deactivated: 0, unchanged: 1 });
  });

  it('skips an account of an unknown organisation instead of breaking the foreign key', () => {
    const { accounts, result } = plan({ accounts: [account, { ...account, id: 8, username: 'c.d', orgId: 99 }] });
    expect(accounts.map((a) => a.id)).toEqual([7]);
    expect(result.skipped).toEqual([{ kind: 'accounts', id: 8, reason: 'Organisation 99 unbekannt' }]);
  });

  it('skips an account whose user name another account holds', () => {
    const { accounts, result } = plan({ accounts: [{ ...account, id: 8 }] });
    expect(result.skipped).toEqual([{ kind: 'accounts', id: 8, reason: 'Benutzername a.b vergeben' }]);
    expect(accounts).toHaveLength(1);
    expect(result.accounts.deactivated).toBe(1);
  });

  it('gives a new user name delivered twice in one export to the first account only', () => {
    const newcomer = { ...account, id: 8, username: 'neu.zugang' };
    const { accounts, result } = plan({ accounts: [account, newcomer, { ...newcomer, id: 9 }] });
    expect(accounts.map((a) => a.id)).toEqual([7, 8]);
    expect(result.skipped).toEqual([{ kind: 'accounts', id: 9, reason: 'Benutzername neu.zugang vergeben' }]);
  });

  it('keeps a skipped account that exists in its current state', () => {
    const { accounts, result } = plan({ accounts: [{ ...account, orgId: 99 }] });
    expect(accounts[0]).toEqual(current.accounts[0]);
    expect(result.accounts).toMatchObject({ deactivated: 0, unchanged: 1 });
  });

  it('numbers new roles after the highest id and audits them', () => {
    const { roles, audit } = plan({ roles: [{ code: 'Y', name: 'Rolle Y' }] });
    expect(roles.at(-1)).toEqual({ id: 4, code: 'Y', name: 'Rolle Y' });
    expect(audit).toEqual([expect.objectContaining({ resource: 'zbvRoles', recordId: 4, action: 'create' })]);
  });

  it('deactivates an organisation the ZBV no longer delivers, recording before and after', () => {
    const { organisations, audit } = plan({ organisations: [], accounts: [] });
    expect(organisations[0]?.active).toBe(false);
    const entry = audit.find((e) => e.resource === 'zbvOrgs');
    expect(entry).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } });
  });
});
