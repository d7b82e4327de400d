import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import {
  modulePageSchema,
  portalApiPaths,
  type DashboardReport,
  type ModuleDimensions,
  type ModulePage,
} from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { UserView } from './moduleList';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (username: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${API_BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(await server.authAs(username)) },
  });
const page = async (username: string, query = 'page=0&size=100'): Promise<ModulePage> => {
  const response = await call(username, `${portalApiPaths.modules}?${query}`);
  expect(response.status).toBe(200);
  return modulePageSchema.parse(await response.json());
};
const ids = (result: ModulePage) => result.content.map((entry) => Number(entry.moduleDto.id));

describe('module list', () => {
  it('gives max.muster the modules his grants reach, favourites module and favourites first', async () => {
    const result = await page('max.muster');
    expect(ids(result).slice(0, 4)).toEqual([3, 2, 4, 6]);
    expect([...ids(result)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 20]);
    expect(ids(result)).not.toContain(22);
    expect(result.totalElements).toBe(13);
    expect(result.totalPages).toBe(1);
    expect(result.content[1]).toMatchObject({ favorite: true, moduleDto: { favorite: true } });
  });

  it('sends the tag of the cached answer, the same for the same answer', async () => {
    const path = `${portalApiPaths.modules}?page=0&size=5`;
    const first = await call('max.muster', path);
    expect(first.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect((await call('max.muster', path)).headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('pages, and a grant changes the next load', async () => {
    const first = await page('max.muster', 'page=0&size=5');
    const third = await page('max.muster', 'page=2&size=5');
    expect(first).toMatchObject({ totalPages: 3, totalElements: 13 });
    expect(first.content).toHaveLength(5);
    expect(third.content).toHaveLength(3);
    server.store.insert('zbvUserModules', { accountId: 1, moduleId: 22 });
    expect(ids(await page('max.muster'))).toContain(22);
    expect(ids(await page('anna.admin'))).not.toContain(22);
    server.store.change('zbvUserModules', (records) =>
      records.filter((r) => !(r.accountId === 1 && r.moduleId === 22)),
    );
    expect(ids(await page('max.muster'))).not.toContain(22);
  });

  it('lists only reports the user may open, favourites first; the favourites module holds the favourite reports', async () => {
    const result = await page('max.muster');
    const sales = result.content.find((entry) => entry.moduleDto.id === 2)?.moduleDto;
    expect(sales?.reports.map((r) => [r.id, r.favorite])).toEqual([
      [6, true],
      [1, true],
      [5, false],
      [3, false],
      [4, false],
      [2, false],
    ]);
    const favourites = result.content[0]?.moduleDto;
    expect(favourites?.moduleType).toBe('PBI_REPORT_FAVORITE');
    // Favourite modules 2, 4 in that order, then module 5 (not a favourite module); report 13 of module 5 counts.
    expect(favourites?.reports.map((r) => `${r.moduleId}/${r.id}`)).toEqual(['2/6', '2/1', '4/7', '5/13']);
  });

  it('filters by favourites, category and user group', async () => {
    expect(ids(await page('max.muster', 'page=0&size=50&favorite=true'))).toEqual([3, 2, 4, 6]);
    const sales = await page('max.muster', 'page=0&size=50&category=Vertrieb');
    expect(sales.content.every((entry) => entry.moduleDto.categories.includes('Vertrieb'))).toBe(true);
    expect(ids(sales)).not.toContain(3);
    const group = await page('max.muster', 'page=0&size=50&userGroup=Marktfolge');
    expect(ids(group)).toEqual([4]);
  });

  it('says whether an iframe may be embedded', async () => {
    const result = await page('max.muster');
    const embed = (id: number) => result.content.find((entry) => entry.moduleDto.id === id)?.moduleDto.embedAllowed;
    expect(embed(9)).toBe(true);
    expect(embed(10)).toBe(false);
  });

  it('refuses an invalid query, naming the field', async () => {
    const response = await call('max.muster', `${portalApiPaths.modules}?page=-1&size=abc`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['page', 'size']);
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.modules}`)).status).toBe(401);
    expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.mediaPrefix}kachel-dsgv.svg`)).status).toBe(401);
  });
});

describe('dimensions and report names', () => {
  it('lists the categories and user groups of the visible modules', async () => {
    const body = (await (await call('max.muster', portalApiPaths.moduleDimensions)).json()) as ModuleDimensions;
    expect(body.categories).toContain('Vertrieb');
    expect(body.userGroups).toEqual(['Marktfolge', 'Vertrieb']);
  });

  it('lists the names of openable reports alphabetically', async () => {
    const names = (await (await call('max.muster', portalApiPaths.moduleReports)).json()) as string[];
    expect(names).toContain('Vertriebsübersicht');
    expect(names).not.toContain('Vorstandsbericht Monatsabschluss');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });
});

describe('favourites', () => {
  const reportQuery = (moduleId: number, reportId: number) =>
    `${portalApiPaths.favoriteReport}?moduleId=${moduleId}&reportId=${reportId}`;
  const favouriteReports = async () =>
    ((await (await call('max.muster', portalApiPaths.favoriteReports)).json()) as DashboardReport[]).map(
      (r) => `${r.moduleId}/${r.id}`,
    );

  it('adds and removes a favourite report, durably and idempotently', async () => {
    expect((await call('max.muster', reportQuery(2, 3), { method: 'POST' })).status).toBe(204);
    expect((await call('max.muster', reportQuery(2, 3), { method: 'POST' })).status).toBe(204);
    expect(await favouriteReports()).toEqual(['2/3', '2/6', '2/1', '4/7', '5/13']);
    expect(server.onDisk()).toMatch(/"moduleId": 2,\s*"reportId": 3/);
    expect((await call('max.muster', reportQuery(2, 3), { method: 'DELETE' })).status).toBe(204);
    expect(await favouriteReports()).toEqual(['2/6', '2/1', '4/7', '5/13']);
  });

  it('refuses a report the user may not open (404) and a missing id (400)', async () => {
    expect((await call('max.muster', reportQuery(22, 34), { method: 'POST' })).status).toBe(404);
    expect((await call('max.muster', reportQuery(2, 34), { method: 'POST' })).status).toBe(404);
    const missing = await call('max.muster', `${portalApiPaths.favoriteReport}?moduleId=2`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ field: 'reportId' }] });
  });

  it('adds, orders and removes favourite modules', async () => {
    expect((await call('max.muster', portalApiPaths.moduleFavorite(9), { method: 'POST' })).status).toBe(204);
    expect(ids(await page('max.muster', 'page=0&size=50&favorite=true'))).toEqual([3, 2, 4, 6, 9]);
    const order = await call('max.muster', portalApiPaths.favoriteModuleOrder, {
      method: 'PUT',
      body: JSON.stringify({ moduleIds: [9, 4, 2, 6] }),
    });
    expect(order.status).toBe(204);
    expect(ids(await page('max.muster', 'page=0&size=50&favorite=true'))).toEqual([3, 9, 4, 2, 6]);
    expect(await favouriteReports()).toEqual(['4/7', '2/6', '2/1', '5/13']);
    expect((await call('max.muster', portalApiPaths.moduleFavorite(9), { method: 'DELETE' })).status).toBe(204);
    expect(ids(await page('max.muster', 'page=0&size=50&favorite=true'))).toEqual([3, 4, 2, 6]);
    expect((await call('max.muster', portalApiPaths.moduleFavorite(22), { method: 'POST' })).status).toBe(404);
    const bad = await call('max.muster', portalApiPaths.favoriteModuleOrder, {
      method: 'PUT',
      body: JSON.stringify({ moduleIds: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'moduleIds' }] });
  });

  it('keeps a user’s answers when another user changes a favourite, and shows the user’s own change at once', async () => {
    const query = 'page=0&size=11&favorite=true';
    const before = ids(await page('max.muster', query));
    const computed = vi.spyOn(UserView.prototype, 'page');
    try {
      const annaSees = ids(await page('anna.admin', 'page=0&size=100'));
      const annaKeeps = ids(await page('anna.admin', 'page=0&size=100&favorite=true'));
      const module = annaSees.find((id) => !annaKeeps.includes(id))!;
      expect((await call('anna.admin', portalApiPaths.moduleFavorite(module), { method: 'POST' })).status).toBe(204);
      computed.mockClear();
      expect(ids(await page('max.muster', query))).toEqual(before);
      expect(computed).not.toHaveBeenCalled();
      expect((await call('anna.admin', portalApiPaths.moduleFavorite(module), { method: 'DELETE' })).status).toBe(204);

      expect((await call('max.muster', portalApiPaths.moduleFavorite(9), { method: 'POST' })).status).toBe(204);
      expect(ids(await page('max.muster', query))).toEqual([...before, 9]);
      expect(computed).toHaveBeenCalledTimes(1);
    } finally {
      await call('max.muster', portalApiPaths.moduleFavorite(9), { method: 'DELETE' });
      computed.mockRestore();
    }
  });
});

describe('closing a temporary module', () => {
  it('closes it for that user only', async () => {
    const close = (moduleId: number) =>
      call('max.muster', `${portalApiPaths.closeModule}?moduleId=${moduleId}`, { method: 'POST' });
    expect((await close(2)).status).toBe(400);
    expect((await close(22)).status).toBe(404);
    expect((await close(7)).status).toBe(204);
    expect(ids(await page('max.muster'))).not.toContain(7);
    expect((await close(7)).status).toBe(404);
    expect(ids(await page('kurt.kunde'))).toContain(7);
  });
});

describe('media', () => {
  const media = (name: string) => call('max.muster', `${portalApiPaths.mediaPrefix}${name}`);

  it('serves an image with its content type and a policy that lets nothing run', async () => {
    const response = await media('kachel-dsgv.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<svg');
  });

  it.each([
    ['..%2F..%2Fdb.json', 400],
    ['..%2Fmedia%2Fkachel-dsgv.svg', 400],
    ['%2Fetc%2Fpasswd', 400],
    ['.hidden.svg', 400],
    ['db.json', 400],
    ['fehlt.png', 404],
  ])('refuses %s (%i)', async (name, status) => {
    expect((await media(name)).status).toBe(status);
  });
});
