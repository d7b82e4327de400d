import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import type { Row, WriteOutcome } from '../collectionStore';
import type { ChangedRecords } from '../storePersistence';
import { PgCollectionStore } from './pgCollectionStore';
import { parseNotice, RECORDS_CHANNEL, type RecordsNotice } from './recordsChannel';

const databases = migratedDatabases('group_commit');
const auditOf = ({ record }: { record: Row }) => [
  { at: '2026-11-26T03:00:00.000Z', actor: 'test', resource: 'groups', recordId: record.id, action: 'create' },
];
const names = (count: number) => Array.from({ length: count }, (_, index) => `Gruppe ${index}`);
const raise = (error: Error): never => {
  throw error;
};
const idOf = (outcome: WriteOutcome) => (outcome.ok ? String(outcome.record.id) : undefined);

describe.skipIf(postgresVariant.skip)(`group commit of the data API's writes (${postgresVariant.name})`, () => {
  let url: string;
  let pool: pg.Pool;
  let store: PgCollectionStore;
  let listener: pg.Client;
  const notices: RecordsNotice[] = [];

  beforeEach(async () => {
    url = await databases.next();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    store = new PgCollectionStore(pool);
    listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', ({ payload }) => {
      const notice = parseNotice(payload);
      if (notice) notices.push(notice);
    });
    await listener.query(`LISTEN ${RECORDS_CHANNEL}`);
  });
  afterEach(async () => {
    notices.splice(0);
    await Promise.all([store.close().then(() => pool.end()), listener.end()]);
  });

  const storedNames = async () => (await store.list('groups', {})).items.map((group) => group.name);

  it('commits the writes that arrive while a transaction is in flight together, announced once', async () => {
    const outcomes = await Promise.all(names(20).map((name) => store.create('groups', { name })));
    const ids = outcomes.map(idOf);
    expect(new Set(ids).size).toBe(20);
    await vi.waitFor(() => expect(notices.flatMap((notice) => notice.ids ?? []).sort()).toEqual(ids.sort()));
    // The first write finds the store idle and commits alone; the other 19 wait for it and share the next commit.
    expect(notices).toHaveLength(2);
    expect(await storedNames()).toEqual(names(20));
  });

  it('answers a write refused in a batch with its own errors and stores the others', async () => {
    const bodies = names(6).map((name, index) => ({ name: index === 3 ? '' : name }));
    const outcomes = await Promise.all(bodies.map((body) => store.create('groups', body)));
    expect(outcomes[3]).toMatchObject({ ok: false, reason: 'invalid', errors: [{ field: 'name' }] });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(await storedNames()).toEqual(names(6).filter((_, index) => index !== 3));
  });

  it('numbers as the embedded store within a batch: after the highest id is deleted, it is given again', async () => {
    const [first, second, removed, third] = await Promise.all([
      store.create('groups', { name: 'A' }),
      store.create('groups', { name: 'B' }),
      store.remove('groups', 2),
      store.create('groups', { name: 'C' }),
    ]);
    expect([first, second, removed, third].map((outcome) => outcome.ok && outcome.record.id)).toEqual([1, 2, 2, 2]);
    expect(await storedNames()).toEqual(['A', 'C']);
  });

  it("answers a batch once this instance's replica read it, and meanwhile commits the next", async () => {
    let release = () => {};
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    const reads: ChangedRecords[] = [];
    const reading = new PgCollectionStore(pool, (changed) => {
      reads.push(changed);
      return reads.length === 1 ? firstRead : Promise.resolve();
    });
    try {
      let firstAnswered = false;
      const first = reading.create('groups', { name: 'A' }).finally(() => (firstAnswered = true));
      await vi.waitFor(() => expect(reads).toHaveLength(1));
      expect(await reading.create('groups', { name: 'B' })).toMatchObject({ ok: true, record: { id: 2 } });
      expect(firstAnswered).toBe(false);
      release();
      expect(await first).toMatchObject({ ok: true, record: { id: 1 } });
    } finally {
      await reading.close();
    }
  });

  it('fails a write whose work throws alone, keeping nothing of it: the batch runs again write by write', async () => {
    const broken = new Error('Protokolleintrag kaputt');
    const outcomes = await Promise.allSettled(
      names(6).map((name, index) =>
        store.create('groups', { name }, { audit: index === 4 ? () => raise(broken) : auditOf }),
      ),
    );
    expect(outcomes[4]).toEqual({ status: 'rejected', reason: broken });
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const kept = names(6).filter((_, index) => index !== 4);
    expect(await storedNames()).toEqual(kept);
    const audited = (await store.list('auditLog', {})).items.map((entry) => entry.recordId);
    const storedIds = (await store.list('groups', {})).items.map((group) => group.id);
    expect(audited).toEqual(storedIds);
  });

  it('takes one round trip for a batch of creates with their audit entries once the last batch left their ids', async () => {
    const counted = new pg.Pool({ connectionString: url, max: 1 });
    const queries: unknown[] = [];
    counted.on('connect', (client) => {
      const query = client.query.bind(client) as (text: unknown, ...rest: unknown[]) => unknown;
      client.query = ((text: unknown, ...rest: unknown[]) => (
        queries.push(text),
        query(text, ...rest)
      )) as typeof client.query;
    });
    const counting = new PgCollectionStore(counted);
    try {
      // The first write finds the store idle and commits alone: BEGIN with the highest ids, then the rest. The other
      // 59 share the next batch, numbered from what the first left: BEGIN, the check, the inserts and COMMIT at once.
      const outcomes = await Promise.all(
        names(60).map((name) => counting.create('groups', { name }, { audit: auditOf })),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(queries).toHaveLength(3);
      expect(await counting.create('groups', { name: 'Danach' }, { audit: auditOf })).toMatchObject({
        ok: true,
        record: { id: 61 },
      });
      expect(queries).toHaveLength(4);
    } finally {
      await counting.close();
      await counted.end();
    }
  });

  const contact = (reportName: string) => ({ reportName, supportAvailable: true });
  const reportNames = async () => (await store.list('contactInfos', {})).items.map((entry) => entry.reportName);
  const taken = {
    ok: false,
    reason: 'invalid',
    errors: [{ field: 'reportName', message: 'Dieser Wert ist bereits vergeben.' }],
  };

  it('refuses only the write of a batch whose unique value an earlier write of the batch took', async () => {
    const before = await reportNames();
    const outcomes = await Promise.all(
      ['A', 'B', 'C', 'B', 'D'].map((name) => store.create('contactInfos', contact(name))),
    );
    expect(outcomes[3]).toEqual(taken);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4);
    expect(await reportNames()).toEqual([...before, 'A', 'B', 'C', 'D']);
  });

  it('lets only one of two instances writing the same unique value at once succeed', async () => {
    const otherPool = new pg.Pool({ connectionString: url, max: 2 });
    const other = new PgCollectionStore(otherPool);
    try {
      const outcomes = await Promise.all(
        [store, other, store, other].map((instance) => instance.create('contactInfos', contact('Gleich'))),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([taken, taken, taken]);
      expect((await reportNames()).filter((name) => name === 'Gleich')).toHaveLength(1);
    } finally {
      await other.close();
      await otherPool.end();
    }
  });

  it('numbers after what another writer stored since its last batch: refused under the lock, the batch runs again', async () => {
    const otherPool = new pg.Pool({ connectionString: url, max: 2 });
    const other = new PgCollectionStore(otherPool);
    try {
      expect(idOf(await store.create('groups', { name: 'A' }))).toBe('1');
      await other.create('groups', { name: 'B' });
      await other.create('groups', { name: 'C' });
      await other.remove('groups', 2);
      // Numbered from what its last batch left, D would be 2, which collides with nothing: the check sent with the
      // commit refuses it.
      expect(idOf(await store.create('groups', { name: 'D' }))).toBe('4');
      const mine = Number(idOf(await store.create('contactInfos', contact('Eigene'))));
      await other.create('contactInfos', contact('Fremde'));
      await other.create('contactInfos', contact('Noch eine'));
      await other.remove('contactInfos', mine + 1);
      // The unique check is this batch's first query: the check goes with it.
      expect(idOf(await store.create('contactInfos', contact('Danach')))).toBe(String(mine + 3));
      expect(await storedNames()).toEqual(['A', 'C', 'D']);
    } finally {
      await other.close();
      await otherPool.end();
    }
  });
});
