import type { DataProvider } from 'react-admin';
import { statistics } from './aggregation';
import { fetchAllRows, MAX_PAGE_SIZE } from './fetchAllRows';
import { endOfDay, filterKeysOf, withFilter } from './filterKeys';
import { textColumn, numberColumn, referenceColumn, listColumn, dateTimeColumn, booleanColumn } from './gridColumn';
import { gridPreferenceKey, keptUnlessChanged, readGridLayout } from './gridLayout';

describe('grid layout preference', () => {
  it('stays the same object when a change leaves it as it was, so nothing is saved', () => {
    const layout = readGridLayout(undefined, ['id', 'email'], []);
    expect(keptUnlessChanged(layout, { ...layout, order: ['id', 'email'] })).toBe(layout);
    const moved = { ...layout, order: ['email', 'id'] };
    expect(keptUnlessChanged(layout, moved)).toBe(moved);
  });

  it('is stored under a key the preferences API accepts', () => {
    expect(gridPreferenceKey('admin/accessControl/Modules')).toBe('grid.admin.accessControl.Modules');
  });

  it('fits a stored layout to the columns as they are now', () => {
    const stored = {
      visibility: { email: false, gone: false },
      order: ['email', 'gone', 'id'],
      sizing: { email: 300, gone: 10 },
      density: 'compact',
    };
    expect(readGridLayout(stored, ['id', 'email', 'orgId'], ['orgId'])).toEqual({
      visibility: { orgId: false, email: false },
      order: ['email', 'id', 'orgId'],
      sizing: { email: 300 },
      density: 'compact',
    });
  });

  it('falls back to the defaults for nothing or nonsense', () => {
    const fresh = { visibility: {}, order: ['id', 'name'], sizing: {}, density: 'comfortable' };
    expect(readGridLayout(undefined, ['id', 'name'], [])).toEqual(fresh);
    expect(readGridLayout('kaputt', ['id', 'name'], [])).toEqual(fresh);
    expect(readGridLayout({ order: 'x', density: 'riesig' }, ['id', 'name'], [])).toEqual(fresh);
  });
});

describe('filter keys', () => {
  it('speak the data API: contains, equals, ranges', () => {
    expect(filterKeysOf(textColumn('name', 'Name'))).toEqual({ contains: 'name_like' });
    expect(filterKeysOf(listColumn('roles', 'Rollen'))).toEqual({ contains: 'roles_like' });
    expect(filterKeysOf(booleanColumn('active', 'Aktiv'))).toEqual({ equals: 'active' });
    expect(filterKeysOf(referenceColumn('orgId', 'Org', { resource: 'x', labelOf: () => '' }))).toEqual({
      equals: 'orgId',
    });
    expect(filterKeysOf(numberColumn('records', 'Anzahl'))).toEqual({ from: 'records_gte', to: 'records_lte' });
    expect(filterKeysOf(dateTimeColumn('at', 'Zeit'))).toEqual({ from: 'at_gte', to: 'at_lte' });
  });

  it('change some keys and drop emptied ones', () => {
    expect(withFilter({ q: 'a', active: true }, { q: '', orgId: 3, active: undefined })).toEqual({ orgId: 3 });
    expect(endOfDay('2026-11-21')).toBe('2026-11-21T23:59:59.999Z');
  });
});

describe('fetchAllRows', () => {
  it('reads every page at the largest page size until the total is reached', async () => {
    const total = 2 * MAX_PAGE_SIZE + 5;
    const getList = vi.fn(
      async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        const start = (pagination.page - 1) * pagination.perPage;
        const data = Array.from({ length: Math.max(0, Math.min(pagination.perPage, total - start)) }, (_, i) => ({
          id: start + i,
        }));
        return { data, total };
      },
    );
    const progress = vi.fn();
    const rows = await fetchAllRows(
      { getList } as unknown as DataProvider,
      'admin/ZbvAccounts',
      { filter: { active: true }, sort: { field: 'id', order: 'ASC' } },
      progress,
    );
    expect(rows).toHaveLength(total);
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList.mock.calls[2]?.[1]).toMatchObject({
      pagination: { page: 3, perPage: 1000 },
      filter: { active: true },
    });
    expect(progress).toHaveBeenLastCalledWith(total, total);
  });
});

describe('statistics', () => {
  it('counts, sums and averages the numbers only', () => {
    expect(statistics([4, 'x', 1, undefined, 7])).toEqual({ count: 3, sum: 12, min: 1, max: 7, avg: 4 });
    expect(statistics(['x'])).toBeUndefined();
  });
});
