import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../testing/throwawayPostgres';
import { projectRoot } from '../../projectRoot';
import { InvalidDatabaseError, type Store } from '../store';
import type { WriteOutcome } from '../collectionStore';
import { IdTakenError } from '../storePersistence';
import { exportDatabase, importDatabase } from './fixtures';
import { migrate } from './migrate';
import { openDatabase, type Database } from './database';
import { dataApiFeeding } from './openPostgresStore';
import { openReplica } from './openReplica';
import { PgCollectionStore } from './pgCollectionStore';
import { PgReplica } from './pgReplica';
import { RECORDS_WITH_TAIL_SQL } from './replicaReadSql';

const fixture = () => JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Record<string, unknown>;
/** A state another connection reaches (a NOTIFY read by a replica): asked again until it holds, within a deadline. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

let cluster: ThrowawayPostgres;
let url: string;
let databases = 0;
const opened: { shutdown: () => Promise<void> }[] = [];

/** A pool of its own, as each instance has (docs/decisions/104), ended after the test. */
function database(): Database {
  const opening = openDatabase(url, 2);
  opened.push({ shutdown: () => opening.pool.end() });
  return opening;
}

async function replica(): Promise<Store> {
  const store = await openReplica(database());
  opened.push(store);
  return store;
}

/** The data API as the server wires it to `features`, its instance's replica; without one, another instance's. */
const dataApi = (features?: Store): PgCollectionStore =>
  features ? dataApiFeeding(database().pool, features) : new PgCollectionStore(database().pool);

const noticesReceivedBy = (store: Store): number => {
  if (!(store.persistence instanceof PgReplica)) throw new Error('Kein PgReplica');
  return store.persistence.noticesReceived();
};
const groupsInDatabase = async () => (await exportDatabase(url)).groups;

/** Statements run on a connection of their own, one after another, past every replica's own writes. */
async function writeDirectly(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
const at = '2026-11-26T01:00:00.000Z';
const auditEntry = (id: number, recordId: string) =>
  ({ id, at, actor: 'test', resource: 'groups', recordId, action: 'create' }) as const;

describe.skipIf(!postgresAvailable)(
  `the features' store as a replica of PostgreSQL${postgresAvailable ? '' : ` (übersprungen: keine Programme unter ${postgresBin})`}`,
  () => {
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
      const template = await cluster.createDatabase('replica_template');
      await migrate(template);
      expect((await importDatabase(template, fixture())).ok).toBe(true);
    }, 60_000);
    beforeEach(async () => {
      databases += 1;
      url = await cluster.createDatabase(`replica_${databases}`, 'replica_template');
    });
    afterEach(async () => {
      // The stores first (a replica still commits through its pool), then the pools.
      for (const store of opened.splice(0).reverse()) await store.shutdown();
    });
    afterAll(() => cluster?.stop());

    it('loads every record in seq order, as db:import stored it', async () => {
      const store = await replica();
      expect(store.data).toEqual(await exportDatabase(url));
    });

    it("lets two replicas see each other's feature writes: insert, change in place, delete", async () => {
      const [a, b] = [await replica(), await replica()];
      const versionBefore = b.collectionVersion('groups');
      const added = a.insert('groups', { name: 'Neu auf A' });
      await a.durable();
      await eventually(() => expect(b.byId('groups', added.id)).toEqual(added));
      expect(b.collectionVersion('groups')).toBeGreaterThan(versionBefore);

      b.change('groups', (groups) => groups.map((group) => (group.id === 1 ? { ...group, name: 'Umbenannt' } : group)));
      await b.durable();
      await eventually(() => expect(a.collection('groups')[0]).toMatchObject({ id: 1, name: 'Umbenannt' }));

      a.change('groups', (groups) => groups.filter((group) => group.id !== added.id));
      await a.durable();
      await eventually(() => expect(b.byId('groups', added.id)).toBeUndefined());
      expect(a.collection('groups')).toEqual(await groupsInDatabase());
      expect(b.collection('groups')).toEqual(await groupsInDatabase());
    });

    it("applies a data-API write to its own instance's replica before it answers, and to the others by NOTIFY", async () => {
      const [a, b] = [await replica(), await replica()];
      const api = dataApi(a);
      const outcome = await api.create('groups', { name: 'Über die Daten-API' });
      if (!outcome.ok) throw new Error('Anlegen abgewiesen');
      expect(a.byId('groups', outcome.record.id as number)).toMatchObject({ name: 'Über die Daten-API' });
      await eventually(() => expect(b.byId('groups', outcome.record.id as number)).toEqual(outcome.record));

      const removed = await api.remove('groups', 1);
      expect(removed.ok).toBe(true);
      expect(a.byId('groups', 1)).toBeUndefined();
      // The cascade removed the group's relations in the same commit; both replicas drop them.
      const relationsLeft = (store: Store) => store.collection('groupUserRelations').filter((r) => r.groupId === 1);
      expect(relationsLeft(a)).toEqual([]);
      await eventually(() => expect(relationsLeft(b)).toEqual([]));
    });

    it("takes its own instance's data-API inserts as written: not read back, nor again on their notice", async () => {
      const store = await replica();
      const [api, elsewhere] = [dataApi(store), dataApi()];
      const query = vi.spyOn(pg.Pool.prototype, 'query');
      try {
        const readsOf = (id: unknown) =>
          query.mock.calls.filter(
            ([text, values]) =>
              typeof text === 'string' &&
              text.includes('WITH first AS') &&
              Array.isArray(values) &&
              (values[1] as unknown[]).includes(String(id)),
          ).length;
        await api.create('groups', { name: 'Erste' });
        const second = await api.create('groups', { name: 'Zweite' });
        const third = await elsewhere.create('groups', { name: 'Von anderswo' });
        if (!second.ok || !third.ok) throw new Error('Anlegen abgewiesen');
        expect(store.byId('groups', second.record.id as number)).toEqual(second.record);
        // Notices are read in commit order: once the third is read, the second's notice has been handled.
        await eventually(() => expect(store.byId('groups', third.record.id as number)).toEqual(third.record));
        expect(readsOf(second.record.id)).toBe(0);
        expect(store.collection('groups')).toEqual(await groupsInDatabase());
        expect(store.collection('auditLog')).toEqual((await exportDatabase(url)).auditLog);
      } finally {
        query.mockRestore();
      }
    });

    it("adds new records, its own instance's and another's, at the end of the collection in place", async () => {
      const store = await replica();
      const [api, elsewhere] = [dataApi(store), dataApi()];
      // The data API's first notice may come before the replica knows it as its own (a read back, a copy): once
      // another writer's later create is read, every earlier notice has been handled.
      await api.create('groups', { name: 'Erste' });
      const before = await elsewhere.create('groups', { name: 'Vorher' });
      if (!before.ok) throw new Error('Anlegen abgewiesen');
      await eventually(() => expect(store.byId('groups', before.record.id as number)).toEqual(before.record));
      const held = store.collection('groups');
      await api.create('groups', { name: 'Zweite' });
      const third = await elsewhere.create('groups', { name: 'Von anderswo' });
      if (!third.ok) throw new Error('Anlegen abgewiesen');
      await eventually(() => expect(store.byId('groups', third.record.id as number)).toEqual(third.record));
      // Not a copy of the collection per batch: the audit log grows by every write.
      expect(store.collection('groups')).toBe(held);
      expect(store.byField('groups', 'name', 'Von anderswo')).toEqual([third.record]);
      expect(store.collection('groups')).toEqual(await groupsInDatabase());
      expect(store.collection('auditLog')).toEqual((await exportDatabase(url)).auditLog);
    });

    it('puts records it reads late before the later ones it holds, in seq order, without copying the collection', async () => {
      const store = await replica();
      // Committed in this order, announced to nobody: the replica reads the later one first.
      await writeDirectly(
        `INSERT INTO records (collection, id, doc) VALUES
           ('groups', '501', '{"id": 501, "name": "Früher"}'), ('groups', '502', '{"id": 502, "name": "Später"}')`,
      );
      const held = store.collection('groups');
      await store.readAgain('groups', [502]);
      expect(store.collection('groups').at(-1)).toMatchObject({ id: 502 });
      await store.readAgain('groups', [501]);
      expect(
        store
          .collection('groups')
          .slice(-2)
          .map((group) => group.id),
      ).toEqual([501, 502]);
      expect(store.collection('groups')).toBe(held);
      expect(store.byId('groups', 501)).toMatchObject({ name: 'Früher' });
      expect(store.byField('groups', 'name', 'Später')).toEqual([expect.objectContaining({ id: 502 })]);
      expect(store.collection('groups')).toEqual(await groupsInDatabase());
    });

    it('reads records it holds again in place at the end of the collection, with the new ones after them', async () => {
      const store = await replica();
      await writeDirectly(
        `INSERT INTO records (collection, id, doc) VALUES
           ('groups', '601', '{"id": 601, "name": "Erste"}'), ('groups', '602', '{"id": 602, "name": "Zweite"}')`,
      );
      await store.readAgain('groups', [601, 602]);
      // Changed and followed by a new record, announced to nobody: as when two instances write at once and one's
      // read brought in records of the other's batch, which its own read then reads again.
      await writeDirectly(
        `UPDATE records SET doc = '{"id": 601, "name": "Geändert"}' WHERE collection = 'groups' AND id = '601'`,
        `INSERT INTO records (collection, id, doc) VALUES ('groups', '603', '{"id": 603, "name": "Dritte"}')`,
      );
      const held = store.collection('groups');
      expect(store.byField('groups', 'name', 'Zweite')).toEqual([expect.objectContaining({ id: 602 })]);
      await store.readAgain('groups', [601, 603]);
      // Not a copy of the collection and a new id index per read (decision 114).
      expect(store.collection('groups')).toBe(held);
      expect(
        store
          .collection('groups')
          .slice(-3)
          .map((group) => group.name),
      ).toEqual(['Geändert', 'Zweite', 'Dritte']);
      expect(store.byId('groups', 601)).toMatchObject({ name: 'Geändert' });
      expect(store.byField('groups', 'name', 'Erste')).toEqual([]);
      expect(store.byField('groups', 'name', 'Dritte')).toEqual([expect.objectContaining({ id: 603 })]);
      expect(store.collection('groups')).toEqual(await groupsInDatabase());
    });

    it('reads a changed or removed record far from the end again where it stands, without copying the collection', async () => {
      // More records after them than the end a read merges in place (decision 114) looks at.
      await writeDirectly(
        `INSERT INTO records (collection, id, doc) VALUES
           ('groups', '701', '{"id": 701, "name": "Alt"}'), ('groups', '702', '{"id": 702, "name": "Weg"}')`,
        `INSERT INTO records (collection, id, doc)
           SELECT 'groups', n::text, jsonb_build_object('id', n, 'name', 'Gruppe ' || n) FROM generate_series(1001, 11100) n`,
      );
      const store = await replica();
      const held = store.collection('groups');
      const position = held.findIndex((group) => group.id === 701);
      expect(store.byField('groups', 'name', 'Alt')).toEqual([expect.objectContaining({ id: 701 })]);
      // An administrator's change of an old record and a delete, made through another instance.
      await writeDirectly(
        `UPDATE records SET doc = '{"id": 701, "name": "Geändert"}' WHERE collection = 'groups' AND id = '701'`,
        `DELETE FROM records WHERE collection = 'groups' AND id = '702'`,
      );
      await store.readAgain('groups', [701, 702]);
      expect(store.collection('groups')).toBe(held);
      expect(held[position]).toMatchObject({ id: 701, name: 'Geändert' });
      expect(store.byId('groups', 702)).toBeUndefined();
      expect(store.byField('groups', 'name', 'Alt')).toEqual([]);
      expect(store.byField('groups', 'name', 'Geändert')).toEqual([expect.objectContaining({ id: 701 })]);
      expect(store.collection('groups')).toEqual(await groupsInDatabase());
    });

    it('reads the notices that arrive while it reads together, with one read per collection', async () => {
      const store = await replica();
      const elsewhere = dataApi();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const reads: unknown[] = [];
      const query = pg.Pool.prototype.query;
      const spy = vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
        const [text] = args;
        if (text !== RECORDS_WITH_TAIL_SQL) return query.apply(this, args as never);
        reads.push(text);
        return (reads.length === 1 ? held : Promise.resolve()).then(() => query.apply(this, args as never));
      } as typeof query);
      try {
        const created: WriteOutcome[] = [];
        for (const name of ['A', 'B', 'C', 'D', 'E']) created.push(await elsewhere.create('groups', { name }));
        // All five notices received (their delivery may lag the commits under load) while the first read waits.
        await eventually(() => {
          expect(reads).toHaveLength(1);
          expect(noticesReceivedBy(store)).toBe(5);
        });
        release();
        const last = created.at(-1)!;
        if (!last.ok) throw new Error('Anlegen abgewiesen');
        await eventually(() => expect(store.byId('groups', last.record.id as number)).toEqual(last.record));
        // The first notice's read, then one for the four that came while it waited.
        expect(reads).toHaveLength(2);
        expect(store.collection('groups')).toEqual(await groupsInDatabase());
      } finally {
        spy.mockRestore();
      }
    });

    it('keeps its own changes not yet committed when it reads records again meanwhile', async () => {
      const store = await replica();
      const added = store.insert('groups', { name: 'Noch nicht bestätigt' });
      const reading = store.readAgain('groups', [added.id, 1]);
      store.change('groups', (groups) =>
        groups.map((group) => (group.id === 1 ? { ...group, name: 'Während' } : group)),
      );
      await reading;
      expect(store.byId('groups', added.id)).toEqual(added);
      expect(store.byId('groups', 1)).toMatchObject({ name: 'Während' });
      await store.durable();
      expect(store.collection('groups')).toEqual(await groupsInDatabase());
    });

    it('stores every record two replicas create at the same moment outside the logs, numbering the later again', async () => {
      const [a, b] = [await replica(), await replica()];
      const accountId = a.collection('zbvAccounts')[0]!.id;
      const before = await exportDatabase(url);
      const rounds = 10;
      const prefer = (store: Store, key: string) =>
        store.committed(() =>
          store.change('userPreferences', (records) => [
            ...records,
            { id: store.nextId('userPreferences'), accountId, key, value: key, updatedAt: at },
          ]),
        );
      for (let round = 0; round < rounds; round += 1) {
        // No waiting for the other's NOTIFY: both number from what they hold, so they propose the same ids.
        const writes = [prefer(a, `A-${round}`), prefer(b, `B-${round}`)];
        // A log entry in the same transaction as the refused unit is stored all the same.
        b.insert('zbvAccountLoginHistories', { accountId, loginAt: at, source: `B ${round}` });
        const closures = [a, b].map((store) =>
          store.committed(() => store.insert('closedModules', { accountId, moduleId: round + 1 })),
        );
        await Promise.all([...writes, ...closures]);
      }
      const stored = await exportDatabase(url);
      const keys = stored.userPreferences.slice(before.userPreferences.length).map((record) => record.key);
      expect(keys.sort()).toEqual(
        ['A', 'B'].flatMap((name) => Array.from({ length: rounds }, (_, round) => `${name}-${round}`)).sort(),
      );
      expect(stored.closedModules).toHaveLength(before.closedModules.length + 2 * rounds);
      expect(stored.zbvAccountLoginHistories).toHaveLength(before.zbvAccountLoginHistories.length + rounds);
      for (const collection of [stored.userPreferences, stored.closedModules]) {
        expect(new Set(collection.map((record) => record.id)).size).toBe(collection.length);
      }
      await eventually(() => {
        for (const store of [a, b]) {
          expect(store.collection('userPreferences')).toEqual(stored.userPreferences);
          expect(store.collection('closedModules')).toEqual(stored.closedModules);
        }
      });
    }, 30_000);

    it.each([
      ['in the same transaction', 1],
      ['queued while that commit runs', 2],
    ])(
      'refuses a change %s on a record whose id was taken, and lets its caller make it again',
      async (_, turns) => {
        const [a, b] = [await replica(), await replica()];
        const accountId = a.collection('zbvAccounts')[0]!.id;
        const fromB = b.insert('closedModules', { accountId, moduleId: 9002 });
        await b.durable();
        // A has not read B's record yet: it proposes the same id and changes its record before the commit.
        const created = a.committed(() => a.insert('closedModules', { accountId, moduleId: 9001 }));
        for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        const changed = a.committed(() => {
          const mine = a.collection('closedModules').find((record) => record.moduleId === 9001);
          if (mine)
            a.change('closedModules', (records) => records.map((r) => (r === mine ? { ...r, moduleId: 9003 } : r)));
        });
        const [record] = await Promise.all([created, changed]);
        expect(record.id).not.toBe(fromB.id);
        const stored = (await exportDatabase(url)).closedModules;
        expect(stored.find((r) => r.id === fromB.id)).toEqual(fromB);
        await eventually(() => expect(a.collection('closedModules')).toEqual(stored));
      },
      30_000,
    );

    it('refuses an insert outside committed() whose id another replica took (not a log), and leaves both equal to the database', async () => {
      const [a, b] = [await replica(), await replica()];
      const fromA = a.insert('groups', { name: 'Von A' });
      const fromB = b.insert('groups', { name: 'Von B' });
      expect(fromA.id).toBe(fromB.id);
      const outcomes = await Promise.allSettled([a.durable(), b.durable()]);
      const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(IdTakenError);
      const stored = await groupsInDatabase();
      expect(stored.filter((group) => group.id === fromA.id)).toHaveLength(1);
      await eventually(() => {
        expect(a.collection('groups')).toEqual(stored);
        expect(b.collection('groups')).toEqual(stored);
      });
    });

    it('stores every log entry two replicas append at the same moment, under ids of their own', async () => {
      const [a, b] = [await replica(), await replica()];
      const accountId = a.collection('zbvAccounts')[0]!.id;
      const before = await exportDatabase(url);
      const rounds = 20;
      for (let round = 0; round < rounds; round += 1) {
        // No waiting for the other's NOTIFY: both number from what they hold, so they propose the same ids.
        for (const [name, store] of [
          ['A', a],
          ['B', b],
        ] as const) {
          store.insert('zbvAccountLoginHistories', { accountId, loginAt: at, source: `${name} ${round}` });
          const first = store.nextId('auditLog');
          store.append(
            'auditLog',
            [0, 1, 2].map((index) => auditEntry(first + index, `${name} ${round}`)),
          );
        }
        await Promise.all([a.durable(), b.durable()]);
      }
      const stored = await exportDatabase(url);
      const sources = stored.zbvAccountLoginHistories.slice(before.zbvAccountLoginHistories.length);
      expect(sources.map((entry) => entry.source ?? '').sort()).toEqual(
        ['A', 'B'].flatMap((name) => Array.from({ length: rounds }, (_, round) => `${name} ${round}`)).sort(),
      );
      expect(stored.auditLog).toHaveLength(before.auditLog.length + 2 * 3 * rounds);
      for (const log of [stored.auditLog, stored.zbvAccountLoginHistories]) {
        expect(new Set(log.map((entry) => entry.id)).size).toBe(log.length);
      }
      await eventually(() => {
        for (const store of [a, b]) {
          expect(store.collection('zbvAccountLoginHistories')).toEqual(stored.zbvAccountLoginHistories);
          expect(store.collection('auditLog')).toEqual(stored.auditLog);
        }
      });
    }, 30_000);

    it("stores a replica's log entry whose id a data-API create took a moment before", async () => {
      const [a, b] = [await replica(), await replica()];
      const api = dataApi(a);
      const accountId = a.collection('zbvAccounts')[0]!.id;
      const entry = (source: string) => ({ accountId, loginAt: at, source });
      for (let round = 0; round < 5; round += 1) {
        const created = await api.create('zbvAccountLoginHistories', entry(`API ${round}`));
        expect(created.ok).toBe(true);
        b.insert('zbvAccountLoginHistories', entry(`B ${round}`));
        const racing = api.create('zbvAccountLoginHistories', entry(`API parallel ${round}`));
        b.insert('zbvAccountLoginHistories', entry(`B parallel ${round}`));
        await Promise.all([b.durable(), racing]);
      }
      const stored = (await exportDatabase(url)).zbvAccountLoginHistories;
      for (const source of ['API', 'B', 'API parallel', 'B parallel']) {
        expect(stored.filter((row) => new RegExp(`^${source} \\d+$`).test(row.source ?? ''))).toHaveLength(5);
      }
      expect(new Set(stored.map((row) => row.id)).size).toBe(stored.length);
      await eventually(() => {
        expect(a.collection('zbvAccountLoginHistories')).toEqual(stored);
        expect(b.collection('zbvAccountLoginHistories')).toEqual(stored);
      });
    }, 30_000);

    it('reads everything again on restart, and refuses invalid data with the named problems of db:import', async () => {
      const first = await replica();
      const added = first.insert('groups', { name: 'Vor dem Neustart' });
      await first.durable();
      await first.shutdown();
      expect((await replica()).byId('groups', added.id)).toEqual(added);

      await writeDirectly(`UPDATE records SET doc = doc - 'name' WHERE collection = 'groups' AND id = '2'`);
      const refused = await openReplica(database()).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidDatabaseError);
      expect((refused as InvalidDatabaseError).problems).toEqual([
        expect.objectContaining({ collection: 'groups', record: '2', field: 'name' }),
      ]);
    });

    it('reads every collection again after db:import and after its LISTEN connection was lost', async () => {
      const store = await replica();
      const imported = fixture() as { groups: { id: number; name: string }[] };
      imported.groups.push({ id: 77, name: 'Importiert' });
      expect((await importDatabase(url, imported)).ok).toBe(true);
      await eventually(() => expect(store.byId('groups', 77)).toMatchObject({ name: 'Importiert' }));

      // Only this database's listener: the cluster is shared with the other test files running at the same time.
      // The delete is written while the replica does not listen: its reload after reconnecting brings it.
      await writeDirectly(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
        `DELETE FROM records WHERE collection = 'groups' AND id = '77'`,
      );
      await eventually(() => expect(store.byId('groups', 77)).toBeUndefined());
    });
  },
);
