import type { Database, Module } from '@shared/schemas';
import {
  buildAccessIndex,
  favoriteReportsOf,
  mayOpenReport,
  visibleModuleIds,
  type AccessCollection,
} from './accessRule';
import { whitelistMatcher } from './whitelist';

const module = (id: number, extra: Partial<Module> = {}): Module => ({
  id,
  name: `Modul ${id}`,
  pbiModule: false,
  active: true,
  moduleType: 'HTML',
  properties: {},
  width: 1,
  height: 1,
  categories: [],
  media: [],
  ...extra,
});

type AccessData = Pick<Database, AccessCollection>;
const empty: AccessData = {
  modules: [],
  pbiReports: [],
  moduleReportRelations: [],
  groupUserRelations: [],
  zbvGroupModules: [],
  zbvOrgRoles: [],
  zbvUserModules: [],
  closedModules: [],
  favoriteModules: [],
  favoriteReports: [],
  whitelistedUrls: [],
};
/** Account 1 of organisation 10 with the ZBV role VERTRIEB; module 1 exists in every case. */
const account = { id: 1, orgId: 10, zbvRoles: ['VERTRIEB'] };
const base = (extra: Partial<AccessData>): AccessData => ({
  ...empty,
  modules: [module(1), module(2, { moduleType: 'TEMPORARY' })],
  ...extra,
});

describe('who sees a module', () => {
  it.each<[string, Partial<AccessData>, number[]]>([
    ['nothing without a grant', {}, []],
    ['a direct user grant', { zbvUserModules: [{ id: 1, accountId: 1, moduleId: 1 }] }, [1]],
    ['a direct grant of someone else', { zbvUserModules: [{ id: 1, accountId: 2, moduleId: 1 }] }, []],
    [
      'a grant to a group the account belongs to',
      {
        groupUserRelations: [{ id: 1, groupId: 5, accountId: 1 }],
        zbvGroupModules: [{ id: 1, groupId: 5, moduleId: 1 }],
      },
      [1],
    ],
    [
      'a grant to a group the account does not belong to',
      {
        groupUserRelations: [{ id: 1, groupId: 6, accountId: 1 }],
        zbvGroupModules: [{ id: 1, groupId: 5, moduleId: 1 }],
      },
      [],
    ],
    ['a role grant for every organisation', { zbvOrgRoles: [{ id: 1, zbvRole: 'VERTRIEB', moduleId: 1 }] }, [1]],
    [
      'a role grant for the own organisation',
      { zbvOrgRoles: [{ id: 1, zbvRole: 'VERTRIEB', orgId: 10, moduleId: 1 }] },
      [1],
    ],
    [
      'a role grant for another organisation',
      { zbvOrgRoles: [{ id: 1, zbvRole: 'VERTRIEB', orgId: 11, moduleId: 1 }] },
      [],
    ],
    ['a grant of a role the account lacks', { zbvOrgRoles: [{ id: 1, zbvRole: 'RISIKO', moduleId: 1 }] }, []],
    [
      'an inactive module, even when granted',
      { modules: [module(1, { active: false })], zbvUserModules: [{ id: 1, accountId: 1, moduleId: 1 }] },
      [],
    ],
    ['a granted temporary module', { zbvUserModules: [{ id: 1, accountId: 1, moduleId: 2 }] }, [2]],
    [
      'a temporary module the user closed',
      {
        zbvUserModules: [{ id: 1, accountId: 1, moduleId: 2 }],
        closedModules: [{ id: 1, accountId: 1, moduleId: 2 }],
      },
      [],
    ],
    [
      'a temporary module someone else closed',
      {
        zbvUserModules: [{ id: 1, accountId: 1, moduleId: 2 }],
        closedModules: [{ id: 1, accountId: 3, moduleId: 2 }],
      },
      [2],
    ],
    [
      'the favourites module never through a grant',
      {
        modules: [module(1, { moduleType: 'PBI_REPORT_FAVORITE' })],
        zbvUserModules: [{ id: 1, accountId: 1, moduleId: 1 }],
      },
      [],
    ],
    [
      'each module once, however many grants reach it',
      {
        zbvUserModules: [{ id: 1, accountId: 1, moduleId: 1 }],
        zbvOrgRoles: [{ id: 1, zbvRole: 'VERTRIEB', moduleId: 1 }],
      },
      [1],
    ],
  ])('%s', (_case, data, expected) => {
    const visible = visibleModuleIds(buildAccessIndex(base(data)), account);
    expect([...visible].map(Number).sort()).toEqual(expected);
  });
});

describe('which reports the user may open', () => {
  const data = base({
    modules: [module(1, { moduleType: 'PBI_REPORT' }), module(3, { moduleType: 'PBI_REPORT' })],
    pbiReports: [7, 8].map((id) => ({
      id,
      name: `Bericht ${id}`,
      reportKey: `R${id}`,
      longId: `long-id-${id}`,
      pbiAccountIds: [],
      pages: [],
    })),
    moduleReportRelations: [
      { id: 1, moduleId: 1, reportId: 7 },
      { id: 2, moduleId: 3, reportId: 8 },
    ],
    zbvUserModules: [{ id: 1, accountId: 1, moduleId: 1 }],
    favoriteReports: [
      { id: 1, accountId: 1, moduleId: 1, reportId: 7 },
      { id: 2, accountId: 1, moduleId: 3, reportId: 8 },
      { id: 3, accountId: 1, moduleId: 1, reportId: 8 },
    ],
  });
  const index = buildAccessIndex(data);
  const visible = visibleModuleIds(index, account);

  it.each<[string, string, string, boolean]>([
    ['a linked report of a visible module', '1', '7', true],
    ['a report not linked to that module', '1', '8', false],
    ['a linked report of an invisible module', '3', '8', false],
  ])('%s', (_case, moduleId, reportId, expected) => {
    expect(mayOpenReport(index, visible, moduleId, reportId)).toBe(expected);
  });

  it('counts only favourite reports the user may still open', () => {
    expect(favoriteReportsOf(index, account, visible)).toEqual([{ moduleId: '1', reportId: '7' }]);
  });
});

describe('whitelisted URLs', () => {
  const mayEmbed = whitelistMatcher(['https://www.sparkasse.de/*', 'https://*.sparkassen-portal.example/*']);
  it.each<[string, boolean]>([
    ['https://www.sparkasse.de/pk/ratgeber.html', true],
    ['https://akademie.sparkassen-portal.example/seminare', true],
    ['https://example.org/fremd', false],
    ['https://www.sparkasse.de.example.org/', false],
    ['https://www.sparkasse.de@example.org/', false],
    ['https://evil.example/x.sparkassen-portal.example/', false],
    ['javascript:alert(1)', false],
    ['kein url', false],
  ])('%s → %s', (url, expected) => {
    expect(mayEmbed(url)).toBe(expected);
  });
});
