import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/testing/testServer';
import { DATA_BASE } from '@shared/api/paths';
import { createDataProvider, withFieldErrors } from './dataProvider';

/** The real ra-data-simple-rest client, as the back office uses it, against the real server. */
let server: TestServer;
let provider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.authAs('anna.admin');
  const httpClient: typeof fetchUtils.fetchJson = (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Accept: 'application/json', ...admin }) });
  provider = createDataProvider(simpleRestProvider(`${server.url}${DATA_BASE}`, httpClient));
});
afterAll(() => server.close());

const accounts = 'admin/ZbvAccounts';
const orgs = 'admin/ZbvOrgs';
const groups = 'admin/accessControl/Groups';
const members = 'admin/accessControl/GroupUserRelation';

describe('ra-data-simple-rest against the server', () => {
  it('getList sorts, pages, filters and searches', async () => {
    const page = await provider.getList(accounts, {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'username', order: 'DESC' },
      filter: {},
    });
    expect(page.data).toHaveLength(5);
    expect(page.total).toBe(server.store.collection('zbvAccounts').length);
    const names = page.data.map((a) => String(a.username));
    expect(names).toEqual([...names].sort().reverse());

    const filtered = await provider.getList(accounts, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { orgId: 1 },
    });
    expect(filtered.data.every((a) => a.orgId === 1)).toBe(true);
    expect(filtered.total).toBe(server.store.collection('zbvAccounts').filter((a) => a.orgId === 1).length);

    const searched = await provider.getList(orgs, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'musterstadt' },
    });
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.every((o) => JSON.stringify(o).toLowerCase().includes('musterstadt'))).toBe(true);
  });

  it('getOne, getMany and getManyReference', async () => {
    expect((await provider.getOne(accounts, { id: 1 })).data.username).toBe('max.muster');
    const many = await provider.getMany(accounts, { ids: [1, 2] });
    expect(many.data.map((a) => a.username).sort()).toEqual(['anna.admin', 'max.muster']);
    const reference = await provider.getManyReference(accounts, {
      target: 'orgId',
      id: 1,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(reference.data.length).toBeGreaterThan(0);
    expect(reference.data.every((a) => a.orgId === 1)).toBe(true);
  });

  it('create, update and delete', async () => {
    const created = await provider.create(groups, { data: { name: 'Arbeitskreis Firmenkunden' } });
    expect(created.data.id).toBeDefined();
    const member = await provider.create(members, { data: { groupId: created.data.id, accountId: 1 } });
    const updated = await provider.update(groups, {
      id: created.data.id,
      data: { ...created.data, description: 'Neu beschrieben' },
      previousData: created.data,
    });
    expect(updated.data.description).toBe('Neu beschrieben');
    await provider.delete(groups, { id: created.data.id, previousData: updated.data });
    await expect(provider.getOne(groups, { id: created.data.id })).rejects.toMatchObject({ status: 404 });
    await expect(provider.getOne(members, { id: member.data.id })).rejects.toMatchObject({ status: 404 });
  });

  it('passes validation errors on as HTTP errors', async () => {
    await expect(provider.create(orgs, { data: { name: 'Ohne Typ' } })).rejects.toMatchObject({ status: 400 });
  });

  it('hands the fields the server names to the form as field errors', async () => {
    const strict = createDataProvider(
      simpleRestProvider(`${server.url}${DATA_BASE}`, async (url, options = {}) => {
        try {
          return await fetchUtils.fetchJson(url, {
            ...options,
            headers: new Headers({ Accept: 'application/json', ...(await server.authAs('anna.admin')) }),
          });
        } catch (error) {
          throw withFieldErrors(error);
        }
      }),
    );
    await expect(strict.create(orgs, { data: { name: 'Ohne Typ', blz: '12' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { partnerType: expect.any(String), blz: 'Bankleitzahl mit 8 Ziffern' } },
    });
    const anna = server.store.byId('zbvAccounts', 2)!;
    const move = { id: 2, data: { ...anna, orgId: 2 }, previousData: anna };
    await expect(strict.update('admin/ZbvAccounts', move)).rejects.toMatchObject({
      status: 403,
      body: { errors: { orgId: 'Das eigene Institut kann niemand selbst ändern.' } },
    });
  });
});
