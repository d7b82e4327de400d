import type { DashboardReport, ModuleEntry } from '../../../../shared/portalApi';
import { filterParams, sameFilter } from './filter';
import { sortReports } from './reports';
import { hasMatches, searchModules } from './search';

const report = (id: number, name: string, favorite = false, notFound?: boolean): DashboardReport => ({
  id,
  name,
  moduleId: 1,
  reportKey: `R${id}`,
  favorite,
  ...(notFound === undefined ? {} : { notFound }),
});
const entry = (id: number, name: string, reports: DashboardReport[], moduleType = 'PBI_REPORT'): ModuleEntry => ({
  favorite: false,
  moduleDto: {
    id,
    name,
    pbiModule: true,
    active: true,
    moduleType,
    properties: {},
    width: 1,
    height: 1,
    categories: [],
    media: [],
    reports,
  },
});

const entries = [
  entry(3, 'Meine Favoriten', [report(9, 'Zinsen (Plan)', true), report(8, 'Ertrag', true)], 'PBI_REPORT_FAVORITE'),
  entry(1, 'Vertrieb', [report(1, 'Neukunden'), report(2, 'Provision [Q3]', true)]),
  entry(2, 'Risiko', [report(3, 'Kreditrisiko')]),
  entry(4, 'Hilfe & Support', [], 'EXTERNAL_TILE'),
];

describe('searchModules', () => {
  it('changes nothing for an empty text', () => {
    expect(searchModules(entries, '  ')).toBe(entries);
  });

  it('keeps modules whose name matches, case-insensitively, and always the favourites module', () => {
    const result = searchModules(entries, 'RISIKO');
    expect(result.map((e) => e.moduleDto.id)).toEqual([3, 2]);
    expect(result[1]?.moduleDto.notFound).toBe(false);
  });

  it('keeps modules with a matching report, marking the others notFound and sorting them last', () => {
    const result = searchModules(entries, 'neukunden');
    expect(result.map((e) => e.moduleDto.id)).toEqual([3, 1]);
    const sales = result[1]?.moduleDto;
    expect(sales?.notFound).toBe(true);
    expect(sales?.reports.map((r) => [r.name, r.notFound])).toEqual([
      ['Neukunden', false],
      ['Provision [Q3]', true],
    ]);
  });

  it('takes special characters literally', () => {
    expect(searchModules(entries, '[Q3]').map((e) => e.moduleDto.id)).toEqual([3, 1]);
    expect(searchModules(entries, '(Plan)')[0]?.moduleDto.reports.map((r) => r.notFound)).toEqual([false, true]);
    expect(searchModules(entries, '.*').map((e) => e.moduleDto.id)).toEqual([3]);
    expect(searchModules(entries, '&').map((e) => e.moduleDto.id)).toEqual([3, 4]);
  });
});

describe('hasMatches', () => {
  it('counts the favourites module only with a matching report', () => {
    expect(hasMatches(searchModules(entries, '.*'))).toBe(false);
    expect(hasMatches(searchModules(entries, 'RISIKO'))).toBe(true);
    expect(hasMatches(searchModules(entries, 'neukunden'))).toBe(true);
    expect(hasMatches(searchModules(entries, 'ertrag'))).toBe(true);
    expect(hasMatches([])).toBe(false);
  });
});

describe('sortReports', () => {
  it('sorts favourites first, then by name, not-found items last', () => {
    const sorted = sortReports([report(1, 'b'), report(2, 'Z', false, true), report(3, 'c', true), report(4, 'A')]);
    expect(sorted.map((r) => r.id)).toEqual([3, 4, 1, 2]);
  });

  it('keeps the favourites module order apart from not-found items', () => {
    const sorted = sortReports([report(1, 'b', true, true), report(2, 'z', true), report(3, 'a', true)], true);
    expect(sorted.map((r) => r.id)).toEqual([2, 3, 1]);
  });
});

describe('filters', () => {
  it('map to the query of the module list', () => {
    expect(filterParams({ kind: 'default' })).toEqual({});
    expect(filterParams({ kind: 'favorite' })).toEqual({ favorite: 'true' });
    expect(filterParams({ kind: 'category', value: 'Risiko' })).toEqual({ category: 'Risiko' });
    expect(filterParams({ kind: 'userGroup', value: 'Vertrieb' })).toEqual({ userGroup: 'Vertrieb' });
  });

  it('are equal by kind and value', () => {
    expect(sameFilter({ kind: 'category', value: 'A' }, { kind: 'category', value: 'A' })).toBe(true);
    expect(sameFilter({ kind: 'category', value: 'A' }, { kind: 'userGroup', value: 'A' })).toBe(false);
  });
});
