import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { importDatabase } from '../store/postgres/fixtures';
import { migrate } from '../store/postgres/migrate';
import { startTestServer, type TestServer } from '../testing/testServer';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwawayPostgres';
import { projectRoot } from '../projectRoot';

let cluster: ThrowawayPostgres;
let databaseUrl: string;
let server: TestServer;
let admin: Record<string, string>;
const api = (path: string, init?: RequestInit) =>
  fetch(`${server.url}${DATA_BASE}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...admin, ...init?.headers },
  });
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();
const inPostgres = async (sql: string, values: unknown[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
};

describe.skipIf(!postgresAvailable)(
  `data API with DATABASE_URL${postgresAvailable ? '' : ` (übersprungen: keine Programme unter ${postgresBin})`}`,
  () => {
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
      databaseUrl = await cluster.createDatabase('api');
      await migrate(databaseUrl);
      const fixture: unknown = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8'));
      expect((await importDatabase(databaseUrl, fixture)).ok).toBe(true);
      server = await startTestServer({ databaseUrl });
      admin = await server.authAs('anna.admin');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await cluster?.stop();
    });

    it('lists from PostgreSQL with sort, range, filter and Content-Range', async () => {
      await inPostgres(
        `UPDATE records SET doc = doc || '{"firstName": "NurInPostgres"}' WHERE collection = $1 AND id = $2`,
        ['zbvAccounts', '1'],
      );
      const response = await api(
        `/zbvAccounts?${query({ sort: ['id', 'DESC'], range: [0, 1], filter: { q: 'nurinpostgres' } })}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe('zbvAccounts 0-0/1');
      expect(await response.json()).toMatchObject([{ id: 1, firstName: 'NurInPostgres' }]);
    });

    it("creates through POST in PostgreSQL, audits it, answers it by id, and has it in the features' replica", async () => {
      const created = await api('/groups', { method: 'POST', body: JSON.stringify({ name: 'Gruppe in PostgreSQL' }) });
      expect(created.status).toBe(201);
      const group = (await created.json()) as { id: number; name: string };
      expect(created.headers.get('location')).toBe(`${server.url}${DATA_BASE}/groups/${group.id}`);
      expect(
        await inPostgres('SELECT doc FROM records WHERE collection = $1 AND id = $2', ['groups', String(group.id)]),
      ).toEqual([{ doc: group }]);
      // Read into this instance's replica before the answer went out.
      expect(server.store.byId('groups', group.id)).toEqual(group);
      const audit = await inPostgres(`SELECT doc FROM records WHERE collection = 'auditLog' AND doc @> $1::jsonb`, [
        JSON.stringify({ resource: 'groups', recordId: group.id, action: 'create', actor: 'anna.admin' }),
      ]);
      expect(audit).toHaveLength(1);
      expect(await (await api(`/groups/${group.id}`)).json()).toEqual(group);
    });

    it('answers invalid writes, unknown ids and deletes like the db.json API', async () => {
      const invalid = await api('/groupUserRelations', {
        method: 'POST',
        body: JSON.stringify({ groupId: 1, accountId: 999999 }),
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Die Daten sind ungültig.',
        errors: [{ field: 'accountId', message: 'zbvAccounts mit id 999999 gibt es nicht.' }],
      });
      expect((await api('/groups/424242', { method: 'PATCH', body: '{"name":"x"}' })).status).toBe(404);
      expect((await api(`/zbvAccounts?${query({ filter: { x_ne: 1 } })}`)).status).toBe(400);
      expect((await api('/auditLog/1', { method: 'DELETE' })).status).toBe(405);
      const removed = await api('/groups/1', { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(
        await inPostgres(
          `SELECT 1 FROM records WHERE collection = 'groupUserRelations' AND doc @> '{"groupId": 1}'`,
          [],
        ),
      ).toEqual([]);
    });

    it('queues the GA work a grant through the data API asks for, as on db.json (the worker follows the write)', async () => {
      const kurt = await server.authAs('kurt.kunde');
      const grant = { accountId: 1, propertyId: '312845671', domain: 'sparkasse-musterstadt.de', access: 'VIEWER' };
      const created = await fetch(`${server.url}${DATA_BASE}/gaPermissionsManagement`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...kurt },
        body: JSON.stringify(grant),
      });
      expect(created.status).toBe(201);
      const queued = { action: 'GRANT', accountId: 1, propertyId: '312845671', access: 'VIEWER' };
      await vi.waitFor(
        async () => {
          const entries = await inPostgres(`SELECT doc FROM records WHERE collection = 'gaQueues' AND doc @> $1`, [
            JSON.stringify(queued),
          ]);
          expect(entries).toEqual([{ doc: expect.objectContaining({ ...queued, status: 'succeeded' }) }]);
        },
        { timeout: 10_000, interval: 50 },
      );
    });
  },
);
