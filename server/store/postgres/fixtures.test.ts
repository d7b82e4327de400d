import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../testing/throwawayPostgres';
import { projectRoot } from '../../projectRoot';
import { exportDatabase, importDatabase } from './fixtures';
import { migrate } from './migrate';

const fixtureText = readFileSync(join(projectRoot, 'db.json'), 'utf8');
const fixture = () => JSON.parse(fixtureText) as Record<string, Record<string, unknown>[]>;

let cluster: ThrowawayPostgres;
let url: string;

describe.skipIf(!postgresAvailable)(
  `db.json in and out of PostgreSQL${postgresAvailable ? '' : ` (übersprungen: keine Programme unter ${postgresBin})`}`,
  () => {
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
      url = await cluster.createDatabase('fixtures');
      // Instances starting together queue on the migration lock; a run after them finds nothing to do.
      await Promise.all([migrate(url), migrate(url)]);
      await migrate(url);
    }, 60_000);
    afterAll(() => cluster?.stop());

    it('exports what it imported (the same data; jsonb may order keys differently), and importing twice changes nothing', async () => {
      expect((await importDatabase(url, fixture())).ok).toBe(true);
      expect((await importDatabase(url, fixture())).ok).toBe(true);
      expect(await exportDatabase(url)).toEqual(fixture());
    });

    it('leaves the records vacuumed and analysed, the search index without pending entries', async () => {
      expect((await importDatabase(url, fixture())).ok).toBe(true);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
        // Every partition of `records` (decision 111) and every partition's search index.
        const { rows } = await client.query<{ vacuumed: boolean; analysed: boolean; pending: string }>(
          `SELECT bool_and(last_vacuum IS NOT NULL) AS vacuumed, bool_and(last_analyze IS NOT NULL) AS analysed,
                  (SELECT sum((pgstatginindex(inhrelid)).pending_tuples)::text FROM pg_inherits
                   WHERE inhparent = 'records_search'::regclass) AS pending
           FROM pg_stat_user_tables
           WHERE relid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'records'::regclass)`,
        );
        expect(rows[0]).toEqual({ vacuumed: true, analysed: true, pending: '0' });
      } finally {
        await client.end();
      }
    });

    it('refuses an invalid file with the named problems of db:check and keeps the data as it was (all or nothing)', async () => {
      expect((await importDatabase(url, fixture())).ok).toBe(true);
      const broken = fixture();
      broken.groups!.push({ id: 900, name: 'Neu und gültig' });
      broken.zbvAccounts![1]!.email = 'kaputt';
      broken.groupUserRelations![0]!.accountId = 424242;
      const result = await importDatabase(url, broken);
      expect(result).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({ collection: 'zbvAccounts', record: '2', field: 'email' }),
          {
            collection: 'groupUserRelations',
            record: '1',
            field: 'accountId',
            message: 'Verweist auf zbvAccounts mit id 424242, die es nicht gibt.',
          },
        ],
      });
      expect(await exportDatabase(url)).toEqual(fixture());
    });

    it('rolls back a failure in the middle of the import', async () => {
      expect((await importDatabase(url, fixture())).ok).toBe(true);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // A record the import's last insert cannot write, after every earlier collection was replaced.
      await client.query(`ALTER TABLE records ADD CONSTRAINT no_feedback CHECK (collection <> 'aiFeedback') NOT VALID`);
      try {
        const renamed = fixture();
        renamed.groups![0]!.name = 'Umbenannt';
        await expect(importDatabase(url, renamed)).rejects.toThrow(/no_feedback/);
      } finally {
        await client.query('ALTER TABLE records DROP CONSTRAINT no_feedback');
        await client.end();
      }
      expect((await exportDatabase(url)).groups).toEqual(fixture().groups);
    });
  },
);
