import type { Database, Module } from '@shared/schemas';

export interface BenchSize {
  modules: number;
  reportsPerModule: number;
  users: number;
}

/** A small deterministic random source, so every run measures the same data set. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

const roles = [
  'SPK_MITARBEITER',
  'SPK_VERTRIEB',
  'SPK_RISIKO',
  'SPK_CONTROLLING',
  'SPK_VORSTAND',
  'SPK_MARKETING',
  'SPK_PERSONAL',
];
const categories = [
  'Vertrieb',
  'Risiko',
  'Controlling',
  'Marketing',
  'Personal',
  'Vorstand',
  'Meldewesen',
  'Wertpapiere',
];
const userGroups = ['Vertrieb', 'Marktfolge', 'Vorstand', 'Stab'];
const words = [
  'Ertrag',
  'Kosten',
  'Kredit',
  'Einlagen',
  'Depot',
  'Kunden',
  'Filiale',
  'Risiko',
  'Plan',
  'Ziel',
  'Markt',
];

const firstModule = 1000;

export const benchUsername = (n: number) => `bench.user${String(n).padStart(5, '0')}`;

/**
 * Adds a large data set to a copy of the fixture database: `modules` report modules with `reportsPerModule`
 * reports each, `users` accounts with realistic grants (one to three of 200 groups with 25 modules each, two ZBV
 * roles with about 40 role-wide modules each, up to five direct grants) and a few favourites per user.
 */
export function addBenchData(db: Database, size: BenchSize): void {
  const rnd = random(20261122);
  const firstReport = 1_000_000;
  const firstAccount = 10_000;
  for (let m = 0; m < size.modules; m += 1) {
    const id = firstModule + m;
    const module: Module = {
      id,
      name: `${rnd.pick(words)}-Modul ${String(m).padStart(5, '0')}`,
      pbiModule: true,
      active: rnd.next() > 0.02,
      moduleType: m % 10 === 9 ? 'PBI_VISUAL' : 'PBI_REPORT',
      properties: { reportId: firstReport + m * size.reportsPerModule },
      width: rnd.next() > 0.85 ? 2 : 1,
      height: rnd.next() > 0.8 ? 2 : 1,
      categories: [rnd.pick(categories)],
      ...(rnd.next() > 0.5 ? { userGroup: rnd.pick(userGroups) } : {}),
      media: [],
    };
    db.modules.push(module);
    for (let r = 0; r < size.reportsPerModule; r += 1) {
      const reportId = firstReport + m * size.reportsPerModule + r;
      db.pbiReports.push({
        id: reportId,
        name: `${rnd.pick(words)}bericht ${reportId}`,
        groupName: module.categories[0],
        reportKey: `BENCH_${reportId}`,
        longId: `bench-report-${reportId}`,
        pbiAccountIds: [1],
        pages: [],
      });
      db.moduleReportRelations.push({ id: reportId, moduleId: id, reportId });
    }
  }
  const moduleId = () => firstModule + rnd.int(size.modules);
  const groups = 200;
  for (let g = 0; g < groups; g += 1) {
    db.groups.push({ id: 1000 + g, name: `Bench-Gruppe ${g}` });
    for (let k = 0; k < 25; k += 1)
      db.zbvGroupModules.push({ id: 100_000 + g * 25 + k, groupId: 1000 + g, moduleId: moduleId() });
  }
  let grant = 100_000;
  for (const role of roles) {
    for (let k = 0; k < 40; k += 1) db.zbvOrgRoles.push({ id: grant++, zbvRole: role, moduleId: moduleId() });
    for (const org of db.zbvOrgs)
      db.zbvOrgRoles.push({ id: grant++, zbvRole: role, orgId: org.id, moduleId: moduleId() });
  }
  let relation = 100_000;
  for (let u = 0; u < size.users; u += 1) {
    const id = firstAccount + u;
    const org = rnd.pick(db.zbvOrgs);
    db.zbvAccounts.push({
      id,
      username: benchUsername(u),
      firstName: 'Bench',
      lastName: `Nutzer ${u}`,
      email: `${benchUsername(u)}@bench.example`,
      orgId: org.id,
      roles: ['RADAR_USER'],
      zbvRoles: [...new Set([rnd.pick(roles), rnd.pick(roles)])],
      active: true,
    });
    for (let k = 0, n = 1 + rnd.int(3); k < n; k += 1) {
      db.groupUserRelations.push({ id: relation++, groupId: 1000 + rnd.int(groups), accountId: id });
    }
    for (let k = 0, n = rnd.int(6); k < n; k += 1)
      db.zbvUserModules.push({ id: relation++, accountId: id, moduleId: moduleId() });
  }
}

/** The account of `addAllModulesUser`: granted every module of the data set. */
export const allModulesUsername = 'bench.alle';

/**
 * Adds an account with a direct grant for every module `addBenchData` generated, so its dashboard holds all of
 * them (bench:search types into the search over a dashboard of that size).
 */
export function addAllModulesUser(db: Database, modules: number): void {
  const id = 9_000;
  db.zbvAccounts.push({
    id,
    username: allModulesUsername,
    firstName: 'Bench',
    lastName: 'Alle Module',
    email: `${allModulesUsername}@bench.example`,
    orgId: db.zbvOrgs[0]?.id ?? 1,
    roles: ['RADAR_USER'],
    zbvRoles: [],
    active: true,
  });
  for (let m = 0; m < modules; m += 1)
    db.zbvUserModules.push({ id: 900_000 + m, accountId: id, moduleId: firstModule + m });
}
