import type { DashboardReport, ModuleEntry } from '@shared/portalApi';
import { filterParams, sameFilter } from './filter';
import { sortReports } from './reports';
import { hasMatches, markSearch, searchModules } from './search';
import { matchesAny, searchHitsOf, searchIndexOf, searchTerm, searchTextOf } from './searchIndex';

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

/** What the cards show for a text: the kept modules, each marked as its card draws it. */
const search = (list: ModuleEntry[], text: string) =>
  searchModules(searchIndexOf(list), text).map((kept) => markSearch(kept, text));

describe('searchModules', () => {
  it('changes nothing for an empty text', () => {
    expect(searchModules(searchIndexOf(entries), '  ')).toBe(entries);
    expect(markSearch(entries[1] as ModuleEntry, ' ')).toBe(entries[1]);
  });

  it('keeps modules whose name matches, case-insensitively, and always the favourites module', () => {
    const result = search(entries, 'RISIKO');
    expect(result.map((e) => e.moduleDto.id)).toEqual([3, 2]);
    expect(result[1]?.moduleDto.notFound).toBe(false);
  });

  it('keeps modules with a matching report, marking the others notFound and moving them last in their order', () => {
    const result = search(entries, 'neukunden');
    expect(result.map((e) => e.moduleDto.id)).toEqual([3, 1]);
    const sales = result[1]?.moduleDto;
    expect(sales?.notFound).toBe(true);
    expect(sales?.reports.map((r) => [r.name, r.notFound])).toEqual([
      ['Neukunden', false],
      ['Provision [Q3]', true],
    ]);
    expect(search(entries, 'ertrag')[0]?.moduleDto.reports.map((r) => [r.name, r.notFound])).toEqual([
      ['Ertrag', false],
      ['Zinsen (Plan)', true],
    ]);
  });

  it('takes special characters literally', () => {
    expect(search(entries, '[Q3]').map((e) => e.moduleDto.id)).toEqual([3, 1]);
    expect(search(entries, '(Plan)')[0]?.moduleDto.reports.map((r) => r.notFound)).toEqual([false, true]);
    expect(search(entries, '.*').map((e) => e.moduleDto.id)).toEqual([3]);
    expect(search(entries, '&').map((e) => e.moduleDto.id)).toEqual([3, 4]);
  });

  it('does not match across the names of a card', () => {
    expect(search(entries, 'neukundenprovision').map((e) => e.moduleDto.id)).toEqual([3]);
    expect(search(entries, 'vertrieb\nneukunden').map((e) => e.moduleDto.id)).toEqual([3]);
  });

  it('gives a card the same object while its matches stay the same, so it does not render again', () => {
    const sales = entries[1] as ModuleEntry;
    const first = markSearch(sales, 'neu');
    expect(markSearch(sales, 'neuk')).toBe(first);
    expect(markSearch(sales, 'Neukunden ')).toBe(first);
    expect(markSearch(sales, 'provision')).not.toBe(first);
  });

  it('returns the kept entries themselves, in their order', () => {
    const kept = searchModules(searchIndexOf(entries), 'kredit');
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(entries[0]);
    expect(kept[1]).toBe(entries[2]);
  });
});

describe('searchIndexOf', () => {
  it('lower-cases each entry once and keeps the texts beside the entries', () => {
    const index = searchIndexOf(entries);
    expect(index.entries).toBe(entries);
    expect(index.texts[1]).toEqual({
      name: 'vertrieb',
      reports: ['neukunden', 'provision [q3]'],
      all: 'vertrieb\nneukunden\nprovision [q3]',
      favorites: false,
    });
    expect(index.texts[0]?.favorites).toBe(true);
    expect(searchIndexOf([...entries]).texts[2]).toBe(index.texts[2]);
  });
});

describe('the search rule', () => {
  const sales = searchTextOf(entries[1] as ModuleEntry);
  // The text typed, whether the module's name holds it, whether each report's does ('Neukunden', 'Provision [Q3]').
  it.each([
    ['vertrieb', true, [false, false]],
    [' VERTRIEB ', true, [false, false]],
    ['neukunden', false, [true, false]],
    ['i', true, [false, true]],
    ['[Q3]', false, [false, true]],
    ['.*', false, [false, false]],
    ['neukundenprovision', false, [false, false]],
    ['vertrieb\nneukunden', false, [false, false]],
  ])('"%s": module %s, reports %j', (text, module, reports) => {
    const term = searchTerm(text);
    expect(searchHitsOf(sales, term)).toEqual({ module, reports });
    expect(matchesAny(sales, term)).toBe(module || reports.includes(true));
  });
});

describe('hasMatches', () => {
  it('counts the favourites module only with a matching report', () => {
    const matches = (text: string) => hasMatches(searchModules(searchIndexOf(entries), text), text);
    expect(matches('.*')).toBe(false);
    expect(matches('RISIKO')).toBe(true);
    expect(matches('neukunden')).toBe(true);
    expect(matches('ertrag')).toBe(true);
    expect(hasMatches([], 'x')).toBe(false);
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
