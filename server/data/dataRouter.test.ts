import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { texts } from '@shared/texts';
import { EmbeddedCollectionStore } from '../store/embeddedCollectionStore';
import { readDatabaseFile } from '../store/readDatabaseFile';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let admin: Record<string, string>;
const api = (path: string, init?: RequestInit) =>
  fetch(`${server.url}${DATA_BASE}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...admin, ...init?.headers },
  });
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.authAs('anna.admin');
});
afterAll(() => server.close());

describe('data API', () => {
  it('lists with sort, range and filter and answers Content-Range', async () => {
    const response = await api(
      `/zbvAccounts?${query({ sort: ['username', 'ASC'], range: [0, 2], filter: { active: true } })}`,
    );
    expect(response.status).toBe(200);
    const accounts = (await response.json()) as { username: string; active: boolean }[];
    expect(accounts).toHaveLength(3);
    expect(accounts.map((a) => a.username)).toEqual([...accounts.map((a) => a.username)].sort());
    const active = server.store.collection('zbvAccounts').filter((a) => a.active).length;
    expect(response.headers.get('content-range')).toBe(`zbvAccounts 0-2/${active}`);
  });

  it('refuses a bad body with 400 naming the field and leaves what is on disk unchanged', async () => {
    const durable = () => {
      const result = readDatabaseFile(server.dbFile, true);
      return result.ok ? result.data : result.problems;
    };
    const before = durable();
    const response = await api('/zbvOrgs', { method: 'POST', body: JSON.stringify({ name: '', partnerType: 'Bank' }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; errors: { field: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.field).sort()).toEqual(['name', 'partnerType']);
    const patch = await api('/zbvAccounts/1', { method: 'PATCH', body: JSON.stringify({ email: 'kaputt' }) });
    expect(patch.status).toBe(400);
    const reference = await api('/groupUserRelations', {
      method: 'POST',
      body: JSON.stringify({ groupId: 1, accountId: 999999 }),
    });
    expect(((await reference.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('accountId');
    const setting = await api('/systemSettings/config.maintenance.enabled', {
      method: 'PUT',
      body: JSON.stringify({ value: 'ja' }),
    });
    expect(setting.status).toBe(400);
    expect(await setting.json()).toMatchObject({
      errors: [{ field: 'value', message: 'Der Wert muss „true“ oder „false“ sein.' }],
    });
    const notJson = await api('/zbvOrgs', { method: 'POST', body: '{"name":' });
    expect(notJson.status).toBe(400);
    expect(durable()).toEqual(before);
  });

  it('explains a refused body in plain German, without the names of JavaScript types', async () => {
    const response = await api('/groups', { method: 'POST', body: JSON.stringify({ description: 3 }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toContainEqual({ field: 'name', message: 'Pflichtfeld' });
    for (const { message } of body.errors) expect(message).not.toMatch(/\b(string|undefined|number|int)\b/);
  });

  it('writes a valid change to disk before acknowledging it, and removes dependents on delete', async () => {
    const created = await api('/groups', { method: 'POST', body: JSON.stringify({ name: 'Testgruppe Kredit' }) });
    expect(created.status).toBe(201);
    const group = (await created.json()) as { id: number };
    const member = await api('/groupUserRelations', {
      method: 'POST',
      body: JSON.stringify({ groupId: group.id, accountId: 1 }),
    });
    expect(member.status).toBe(201);
    // On disk = db.json with the journal beside it replayed, as a restart would read it.
    const onDisk = () => {
      const result = readDatabaseFile(server.dbFile, true);
      if (!result.ok) throw new Error('db.json mit Journal ungültig');
      return result.data as unknown as Record<string, { id: number; groupId?: number }[]>;
    };
    expect(onDisk().groups?.some((g) => g.id === group.id)).toBe(true);
    expect((await api(`/groups/${group.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(onDisk().groups?.some((g) => g.id === group.id)).toBe(false);
    expect(onDisk().groupUserRelations?.some((r) => r.groupId === group.id)).toBe(false);
  });

  it('builds the Location of a created record from PUBLIC_URL, never from Host or X-Forwarded-*', async () => {
    const body = JSON.stringify({ name: 'Ortsangabe' });
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const call = request(`${server.url}${DATA_BASE}/groups`, {
        method: 'POST',
        headers: {
          ...admin,
          'content-type': 'application/json',
          host: 'evil.example',
          'x-forwarded-proto': 'javascript',
          'x-forwarded-host': 'evil.example',
        },
      });
      call.on('response', (response) => {
        response.resume();
        resolve(response.headers.location);
      });
      call.on('error', reject);
      call.end(body);
    });
    expect(location).toMatch(new RegExp(`^${server.url}${DATA_BASE}/groups/\\d+$`));
  });

  it('creates like json-server: numbered after the highest id or with the id given, 201 with its Location, audited', async () => {
    const highest = Math.max(...server.store.collection('groups').map((group) => Number(group.id)));
    const numbered = await api('/groups', { method: 'POST', body: JSON.stringify({ name: 'Nummeriert' }) });
    expect(numbered.status).toBe(201);
    expect(await numbered.json()).toEqual({ name: 'Nummeriert', id: highest + 1 });
    expect(numbered.headers.get('location')).toBe(`${server.url}${DATA_BASE}/groups/${highest + 1}`);
    expect(numbered.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(numbered.headers.get('etag')).toBeNull();
    const chosen = await api('/groups', {
      method: 'POST',
      body: JSON.stringify({ id: highest + 50, name: 'Gewählt' }),
    });
    expect(await chosen.json()).toEqual({ id: highest + 50, name: 'Gewählt' });
    const taken = await api('/groups', { method: 'POST', body: JSON.stringify({ id: highest + 50, name: 'Doppelt' }) });
    expect(taken.status).toBe(400);
    expect(
      server.store
        .collection('auditLog')
        .filter((entry) => entry.resource === 'groups')
        .slice(-2),
    ).toEqual([
      expect.objectContaining({ action: 'create', recordId: highest + 1, actor: 'anna.admin' }),
      expect.objectContaining({ action: 'create', recordId: highest + 50 }),
    ]);
  });

  it('reads a write’s body like express.json(): JSON types in UTF-8 up to 1 MB, anything else refused with a reason', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      api('/groups', { method: 'POST', body, headers });
    const answer = async (response: Response) => [response.status, ((await response.json()) as { code: string }).code];
    const vendorType = await post(JSON.stringify({ name: 'Als JSON-Variante' }), {
      'Content-Type': 'application/vnd.api+json; charset=UTF-8',
    });
    expect(vendorType.status).toBe(201);
    expect(await answer(await post('{"name":'))).toEqual([400, 'INVALID_JSON']);
    expect(await answer(await post(''))).toEqual([400, 'VALIDATION_FAILED']);
    // json-server's router would take a form body too: refused before it gets there, nothing written.
    const form = await api('/zbvAccounts/1', {
      method: 'PATCH',
      body: 'email=kaputt&extra=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await answer(form)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(server.store.byId('zbvAccounts', 1)).not.toHaveProperty('extra');
    expect(await answer(await post('name=Text', { 'Content-Type': 'text/plain' }))).toEqual([
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    const latin1 = await post(JSON.stringify({ name: 'Größe' }), {
      'Content-Type': 'application/json; charset=latin1',
    });
    expect(await answer(latin1)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gzip = await post(JSON.stringify({ name: 'Gepackt' }), { 'Content-Encoding': 'gzip' });
    expect(await answer(gzip)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expect(await answer(await post(huge))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    // Sent in pieces without a length: the limit holds while reading, too.
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${server.url}${DATA_BASE}/groups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...admin },
      body: pieces,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(streamed)).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const umlauts = await post(JSON.stringify({ name: 'Prüfgruppe Größe' }));
    expect(await umlauts.json()).toMatchObject({ name: 'Prüfgruppe Größe' });
  });

  it('has json-server’s unsafe defaults off', async () => {
    expect((await api('/db')).status).toBe(404);
    expect((await fetch(`${server.url}/db`)).status).toBe(404);
    const jsonp = await api('/zbvRoles?callback=alert');
    expect(jsonp.headers.get('content-type')).toContain('application/json');
    expect(await jsonp.text()).not.toContain('alert(');
    const cors = await api('/zbvRoles', { headers: { Origin: 'https://evil.example' } });
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();
    expect(cors.headers.get('x-powered-by')).toBeNull();
  });

  it('matches filters as plain text, so a crafted pattern cannot stall the server', async () => {
    const evil = `${'a'.repeat(40)}!`;
    const started = performance.now();
    const response = await api(`/zbvAccounts?${query({ filter: { username_like: '(a+)+$', q: '(a|a)+$' } })}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const second = await api(`/zbvAccounts?${query({ filter: { username_like: evil } })}`);
    expect(second.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    const dotted = await api(`/zbvAccounts?${query({ filter: { username_like: 'max.muster' } })}`);
    expect(((await dotted.json()) as unknown[]).length).toBe(1);
  });

  it('answers 400 for a malformed query and 404 for an unknown resource', async () => {
    expect((await api('/zbvAccounts?range=[0')).status).toBe(400);
    expect((await api('/nichtDa')).status).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const list = await api(`/zbvRoles?${query({ range: [0, 1] })}`, { method: 'HEAD' });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^zbvRoles 0-1\/\d+$/);
    expect(await list.text()).toBe('');
    expect((await api('/auditLog', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('data API while the store cannot be reached', () => {
  afterEach(() => vi.restoreAllMocks());
  const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));

  it('answers a read and a write with 503, Retry-After and the German message, not 500', async () => {
    vi.spyOn(EmbeddedCollectionStore.prototype, 'list').mockImplementation(lost);
    vi.spyOn(EmbeddedCollectionStore.prototype, 'create').mockImplementation(lost);
    for (const answer of [
      await api('/groups'),
      await api('/groups', { method: 'POST', body: JSON.stringify({ name: 'Während des Ausfalls' }) }),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: texts.availability.serviceUnavailable,
      });
    }
  });
});
