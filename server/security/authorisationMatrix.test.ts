import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { collectionSchemas, type CollectionName } from '@shared/schemas';
import { describeOnEachStore } from '../testing/storeVariants';

/**
 * The authorisation table: every collection of the data API × every fixture role, with the status
 * each expects, written out here rather than derived from the rules under test. A collection without a row fails.
 * Sections: A admin, GA GA admin and GA customer admin (scoped to the customer admin's institute), G GA admin
 * only, M manual admin. The table holds on both stores of the data API: db.json and PostgreSQL.
 */
type Section = 'A' | 'GA' | 'G' | 'M';
const section = (names: readonly CollectionName[], value: Section) => names.map((name) => [name, value] as const);
const table = Object.fromEntries([
  ...section(
    [
      'systemSettings',
      'notifications',
      'notificationClosures',
      'contactInfos',
      'workflows',
      'productInfos',
      'auditLog',
      'userPreferences',
      'whitelistedUrls',
      'modules',
      'moduleReportRelations',
      'groups',
      'groupUserRelations',
      'zbvGroupModules',
      'zbvOrgRoles',
      'zbvUserModules',
      'favoriteModules',
      'favoriteReports',
      'closedModules',
      'zbvOrgs',
      'zbvRoles',
      'zbvAccounts',
      'zbvAccountLoginHistories',
      'pbiRoles',
      'pbiAccounts',
      'pbiAccountGroups',
      'pbiRelationGroupAccounts',
      'pbiReports',
      'pbiReportFilters',
      'pbiReportSubscriptions',
      'pbiExportTemplates',
      'pbiExports',
      'pbiExportDetails',
      'pbiExportJobs',
      'pbiExportSchedules',
      'exportJobs',
      'manualAttachments',
      'supportRequests',
      'trackingEvents',
      'aiFeedback',
    ],
    'A',
  ),
  ...section(['gaPermissionsManagement', 'gaQueues'], 'GA'),
  ...section(['gaZbvPermissions', 'gaPermissions', 'gaBlockedDomains'], 'G'),
  ...section(['manualPages', 'docsOrgRoles', 'docsReports', 'manualSynonyms'], 'M'),
]) as Record<CollectionName, Section>;

/** The sections each fixture user opens; otto lacks RADAR_USER and is refused everything. */
const users: Record<string, readonly Section[]> = {
  'max.muster': [],
  'anna.admin': ['A'],
  'gabi.analytics': ['GA', 'G'],
  'kurt.kunde': ['GA'],
  'hanna.handbuch': ['M'],
  'otto.ohnerecht': [],
};
/** Records of kurt's institute (Sparkasse Musterstadt) and of another institute in db.json. */
const institutes: Partial<Record<CollectionName, { own: number; other: number }>> = {
  gaPermissionsManagement: { own: 1, other: 4 },
  gaQueues: { own: 2, other: 3 },
};
const scopedUsers = new Set(['kurt.kunde']);
/** Collections a user outside their section reads as ids and names only (decision 145), and never writes. */
const namesOnly: Record<string, readonly CollectionName[]> = { 'hanna.handbuch': ['pbiReports'] };

/** The role each fixture user holds, as README's role table names it. */
const roleInReadme: Record<string, string> = {
  'max.muster': 'user',
  'anna.admin': 'RADAR_ADMIN',
  'gabi.analytics': 'GA_ADMIN',
  'kurt.kunde': 'GA_CUST_ADMIN',
  'hanna.handbuch': 'MANUAL_ADMIN',
  'otto.ohnerecht': 'no RADAR_USER',
};

it('README’s role table names every fixture user’s role and marks the institute-scoped ones', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  for (const username of Object.keys(users)) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${username}\``)) ?? '';
    expect(
      row
        .split('|')[2]
        ?.trim()
        .startsWith(roleInReadme[username] ?? '?'),
      username,
    ).toBe(true);
    expect(/institute's .* only/.test(row), username).toBe(scopedUsers.has(username));
  }
});

it('has a row for every collection of the data API', () => {
  expect(Object.keys(table).sort()).toEqual(Object.keys(collectionSchemas).sort());
});

describeOnEachStore('data API on $name', (server) => {
  const call = async (username: string, path: string, method = 'GET', body?: unknown) =>
    fetch(`${server.url}${DATA_BASE}/${path}`, {
      method,
      headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  describe.each(Object.entries(users))('%s', (username, sections) => {
    it.each(Object.entries(table) as [CollectionName, Section][])('%s', async (collection, sectionOf) => {
      const allowed = sections.includes(sectionOf);
      const list = await call(username, `${collection}?range=[0,999]`);
      if (!allowed && namesOnly[username]?.includes(collection)) {
        const first = (await server.records(collection))[0];
        const one = await call(username, `${collection}/${String(first?.id)}`);
        expect([list.status, one.status]).toEqual([200, 200]);
        const fields = [...((await list.json()) as object[]), (await one.json()) as object].map(Object.keys);
        expect(new Set(fields.flat())).toEqual(new Set(['id', 'name']));
        expect((await call(username, collection, 'POST', { id: 999_999 })).status).toBe(403);
        return;
      }
      expect(list.status).toBe(allowed ? 200 : 403);
      const sites = institutes[collection];
      const scoped = allowed && sites !== undefined && scopedUsers.has(username);
      if (sites) {
        const own = await call(username, `${collection}/${sites.own}`);
        const other = await call(username, `${collection}/${sites.other}`);
        expect([own.status, other.status]).toEqual(allowed ? [200, scoped ? 404 : 200] : [403, 403]);
        if (allowed) {
          const ids = ((await list.json()) as { id: number }[]).map((record) => record.id);
          expect(ids.includes(sites.other)).toBe(!scoped);
        }
        if (scoped) {
          const change = await call(username, `${collection}/${sites.other}`, 'PATCH', { access: 'EDITOR' });
          const remove = await call(username, `${collection}/${sites.other}`, 'DELETE');
          expect([change.status, remove.status]).toEqual([404, 404]);
        }
        return;
      }
      const first = (await server.records(collection))[0];
      if (first) expect((await call(username, `${collection}/${String(first.id)}`)).status).toBe(allowed ? 200 : 403);
      if (!allowed) expect((await call(username, collection, 'POST', { id: 999_999 })).status).toBe(403);
    });
  });
});

/**
 * Identity-changing fields of an account × every fixture role × the target: the own account, another account of the
 * own institute, one of another institute, and a role holder of another institute (melanie.walter, RADAR_ADMIN of
 * the operator). Each field decides who signs in as the account or where its roles act, so all four behave alike.
 */
type Target = 'own' | 'ownInstitute' | 'otherInstitute' | 'holderOtherInstitute';
const accountsOf: Record<string, Record<Target, number>> = {
  'max.muster': { own: 1, ownInstitute: 8, otherInstitute: 14, holderOtherInstitute: 29 },
  'anna.admin': { own: 2, ownInstitute: 8, otherInstitute: 14, holderOtherInstitute: 29 },
  'gabi.analytics': { own: 3, ownInstitute: 23, otherInstitute: 14, holderOtherInstitute: 29 },
  'kurt.kunde': { own: 4, ownInstitute: 8, otherInstitute: 14, holderOtherInstitute: 29 },
  'hanna.handbuch': { own: 5, ownInstitute: 23, otherInstitute: 14, holderOtherInstitute: 29 },
  'otto.ohnerecht': { own: 6, ownInstitute: 8, otherInstitute: 14, holderOtherInstitute: 29 },
};
const identityStatus: Record<string, Record<Target, number>> = {
  'max.muster': { own: 403, ownInstitute: 403, otherInstitute: 403, holderOtherInstitute: 403 },
  'anna.admin': { own: 403, ownInstitute: 200, otherInstitute: 200, holderOtherInstitute: 403 },
  'gabi.analytics': { own: 403, ownInstitute: 403, otherInstitute: 403, holderOtherInstitute: 403 },
  'kurt.kunde': { own: 403, ownInstitute: 403, otherInstitute: 403, holderOtherInstitute: 403 },
  'hanna.handbuch': { own: 403, ownInstitute: 403, otherInstitute: 403, holderOtherInstitute: 403 },
  'otto.ohnerecht': { own: 403, ownInstitute: 403, otherInstitute: 403, holderOtherInstitute: 403 },
};
const identityChanges: Record<string, (account: Record<string, unknown>) => Record<string, unknown>> = {
  username: (account) => ({ username: `${String(account.username)}.neu` }),
  orgId: (account) => ({ orgId: String(account.orgId) === '3' ? 4 : 3 }),
  active: () => ({ active: false }),
  email: (account) => ({ email: `neu.${String(account.email)}` }),
};

it('has a row of identity changes for every fixture user', () => {
  expect(Object.keys(accountsOf).sort()).toEqual(Object.keys(users).sort());
  expect(Object.keys(identityStatus).sort()).toEqual(Object.keys(users).sort());
});

describeOnEachStore('identity fields of accounts on $name', (server) => {
  const cases = Object.keys(identityStatus).flatMap((username) =>
    Object.keys(identityChanges).map((field) => [username, field] as const),
  );
  it.each(cases)('%s changing %s', async (username, field) => {
    const headers = { ...(await server.authAs(username)), 'content-type': 'application/json' };
    for (const [target, id] of Object.entries(accountsOf[username] ?? {}) as [Target, number][]) {
      const stored = (await server.record('zbvAccounts', id))!;
      const response = await fetch(`${server.url}${DATA_BASE}/zbvAccounts/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(identityChanges[field]!(stored)),
      });
      expect(response.status, `${target} (${id})`).toBe(identityStatus[username]?.[target]);
      if (response.status === 200) await server.patchRecord('zbvAccounts', id, stored);
      else expect(await server.record('zbvAccounts', id), `${target} (${id})`).toEqual(stored);
    }
  });
});
