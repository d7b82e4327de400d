import pg from 'pg';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualParentMessages, type Database } from '@shared/schemas';
import { copyFixtureDatabase } from '../testing/testServer';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwawayPostgres';
import { projectRoot } from '../projectRoot';
import type { CollectionStore, Row } from './collectionStore';
import { EmbeddedCollectionStore } from './embeddedCollectionStore';
import { importDatabase } from './postgres/fixtures';
import { migrate } from './postgres/migrate';
import { PgCollectionStore } from './postgres/pgCollectionStore';
import { Store } from './store';

const fixture = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

interface Subject {
  store: CollectionStore;
  close: () => Promise<void>;
}

let cluster: ThrowawayPostgres | undefined;
let databases = 0;

const implementations: { name: string; skip: boolean; open: () => Promise<Subject> }[] = [
  {
    name: 'eingebetteter Speicher (db.json)',
    skip: false,
    open: () => {
      const { dbFile, remove } = copyFixtureDatabase();
      const store = Store.open(dbFile);
      const close = () => {
        store.close();
        remove();
        return Promise.resolve();
      };
      return Promise.resolve({ store: new EmbeddedCollectionStore(store), close });
    },
  },
  {
    name: postgresAvailable ? 'PostgreSQL' : `PostgreSQL (übersprungen: keine Programme unter ${postgresBin})`,
    skip: !postgresAvailable,
    open: async () => {
      databases += 1;
      const url = await cluster!.createDatabase(`contract_${databases}`, 'fixture');
      const pool = new pg.Pool({ connectionString: url, max: 10 });
      return { store: new PgCollectionStore(pool), close: () => pool.end() };
    },
  },
];

beforeAll(async () => {
  if (!postgresAvailable) return;
  cluster = await startThrowawayPostgres();
  const url = await cluster.createDatabase('fixture');
  await migrate(url);
  const imported = await importDatabase(url, fixture);
  expect(imported.ok).toBe(true);
}, 60_000);
afterAll(() => cluster?.stop());

describe.each(implementations)('CollectionStore: $name', ({ skip, open }) => {
  let subject: Subject;
  let store: CollectionStore;
  beforeEach(async (context) => {
    if (skip) context.skip();
    subject = await open();
    store = subject.store;
  });
  afterEach(() => subject?.close());

  it('gets a record by its id as number or text, and nothing for an unknown id', async () => {
    expect(await store.get('zbvAccounts', 3)).toEqual(fixture.zbvAccounts[2]);
    expect(await store.get('zbvAccounts', '3')).toEqual(fixture.zbvAccounts[2]);
    expect(await store.get('systemSettings', 'config.maintenance.enabled')).toEqual(fixture.systemSettings[0]);
    expect(await store.get('zbvAccounts', 999_999)).toBeUndefined();
  });

  it('lists in collection order, a page at a time, with the total', async () => {
    const all = await store.list('zbvAccounts', {});
    expect(ids(all.items)).toEqual(ids(fixture.zbvAccounts));
    expect(all.total).toBe(fixture.zbvAccounts.length);
    const first = await store.list('zbvAccounts', { range: { start: 0, end: 5 } });
    const second = await store.list('zbvAccounts', { range: { start: 5, end: 10 } });
    expect([...ids(first.items), ...ids(second.items)]).toEqual(ids(fixture.zbvAccounts.slice(0, 10)));
    expect(second.total).toBe(fixture.zbvAccounts.length);
    expect(await store.list('zbvAccounts', { range: { start: 500, end: 510 } })).toEqual({
      items: [],
      total: fixture.zbvAccounts.length,
    });
  });

  it('sorts both ways, keeps the collection order among equals, and puts missing values last going up', async () => {
    const up = await store.list('zbvAccounts', { sort: { field: 'username', order: 'ASC' } });
    expect(up.items.map((row) => row.username)).toEqual(fixture.zbvAccounts.map((a) => a.username).sort());
    const upPage = await store.list('zbvAccounts', {
      sort: { field: 'username', order: 'ASC' },
      range: { start: 2, end: 4 },
    });
    expect(upPage).toEqual({ items: up.items.slice(2, 4), total: fixture.zbvAccounts.length });
    const byOrg = await store.list('zbvAccounts', { sort: { field: 'orgId', order: 'DESC' } });
    const expected = fixture.zbvAccounts
      .map((account, index) => ({ account, index }))
      .sort((a, b) => Number(b.account.orgId) - Number(a.account.orgId) || a.index - b.index)
      .map(({ account }) => account.id);
    expect(ids(byOrg.items)).toEqual(expected);
    const parents = await store.list('zbvOrgs', { sort: { field: 'parentId', order: 'ASC' } });
    expect(ids(parents.items)).toEqual([1, 2, 3, 4, 8, 10, 5, 6, 7, 9]);
    const parentsDown = await store.list('zbvOrgs', { sort: { field: 'parentId', order: 'DESC' } });
    expect(ids(parentsDown.items)).toEqual([5, 6, 7, 9, 1, 2, 3, 4, 8, 10]);
  });

  it('filters by the text of a value: booleans, numbers, several values; a field nobody has is ignored', async () => {
    const inactive = await store.list('zbvAccounts', { equals: { active: ['false'] } });
    expect(ids(inactive.items)).toEqual(ids(fixture.zbvAccounts.filter((a) => !a.active)));
    const ofOrgs = await store.list('zbvAccounts', { equals: { orgId: ['2', '3'] }, range: { start: 0, end: 2 } });
    expect(ids(ofOrgs.items)).toEqual([13, 14]);
    expect(ofOrgs.total).toBe(fixture.zbvAccounts.filter((a) => a.orgId === 2 || a.orgId === 3).length);
    expect((await store.list('zbvAccounts', { equals: { orgId: ['2.0'] } })).total).toBe(0);
    expect((await store.list('zbvAccounts', { equals: { nobodyHasThis: ['x'] } })).total).toBe(
      fixture.zbvAccounts.length,
    );
    // Only the unknown field's filter is dropped, also when paged past the end (an empty page of a known total).
    const ofOrg2 = fixture.zbvAccounts.filter((a) => a.orgId === 2).length;
    expect((await store.list('zbvAccounts', { equals: { orgId: ['2'], nobodyHasThis: ['x'] } })).total).toBe(ofOrg2);
    const pastTheEnd = await store.list('zbvAccounts', { equals: { orgId: ['2'] }, range: { start: 500, end: 510 } });
    expect(pastTheEnd).toEqual({ items: [], total: ofOrg2 });
    const settings = await store.list('systemSettings', { equals: { id: ['config.maintenance.enabled'] } });
    expect(ids(settings.items)).toEqual(['config.maintenance.enabled']);
  });

  it('matches `like` as plain text regardless of case, and ranges as numbers or text', async () => {
    const like = await store.list('zbvOrgs', { like: { name: ['SPARKASSE m'] } });
    expect(ids(like.items)).toEqual([1]);
    expect((await store.list('zbvOrgs', { like: { name: ['.*'] } })).total).toBe(0);
    const range = await store.list('zbvAccounts', { gte: { orgId: ['9'] }, lte: { id: ['31'] } });
    expect(ids(range.items)).toEqual(ids(fixture.zbvAccounts.filter((a) => Number(a.orgId) >= 9)));
    const logins = await store.list('zbvAccountLoginHistories', { lte: { loginAt: ['2026-11-20T07:52:13+01:00'] } });
    expect(ids(logins.items)).toEqual(
      ids(fixture.zbvAccountLoginHistories.filter((entry) => entry.loginAt <= '2026-11-20T07:52:13+01:00')),
    );
  });

  it('finds `q` in any value of the record, numbers included, with umlauts regardless of case', async () => {
    const q = await store.list('zbvOrgs', { q: 'NORDHEIDE' });
    expect(ids(q.items)).toEqual([2]);
    expect(ids((await store.list('zbvOrgs', { q: '90050300' })).items)).toEqual([3]);
    const umlaut = await store.list('groups', { q: 'FÜR' });
    expect(ids(umlaut.items)).toEqual(
      ids(fixture.groups.filter((group) => JSON.stringify(Object.values(group)).toLowerCase().includes('für'))),
    );
    expect((await store.list('zbvOrgs', { q: '%' })).total).toBe(0);
  });

  it('creates with the next numeric id, or a new text id, or the id given when it is free', async () => {
    const created = await store.create('groups', { name: 'Testgruppe Kredit' });
    expect(created).toEqual({
      ok: true,
      record: { id: Math.max(...fixture.groups.map((g) => Number(g.id))) + 1, name: 'Testgruppe Kredit' },
    });
    expect(await store.get('groups', (created as { record: Row }).record.id as number)).toMatchObject({
      name: 'Testgruppe Kredit',
    });
    const given = await store.create('groups', { id: 500, name: 'Mit id' });
    expect(given).toMatchObject({ ok: true, record: { id: 500 } });
    expect(await store.create('groups', { id: 500, name: 'Doppelt' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'id', message: 'Die id ist bereits vergeben.' }],
    });
    const list = await store.list('groups', {});
    expect(ids(list.items).slice(-2)).toEqual([(created as { record: Row }).record.id, 500]);
  });

  it('refuses invalid writes with the same German messages naming the field, and changes nothing', async () => {
    const schema = await store.create('zbvOrgs', { name: '', partnerType: 'Bank' });
    expect(schema.ok).toBe(false);
    expect((schema as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual([
      'name',
      'partnerType',
    ]);
    expect(await store.create('groupUserRelations', { groupId: 1, accountId: 999_999 })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'accountId', message: 'zbvAccounts mit id 999999 gibt es nicht.' }],
    });
    expect(await store.patch('contactInfos', 2, { reportName: 'default' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'reportName', message: 'Dieser Wert ist bereits vergeben.' }],
    });
    expect(await store.replace('systemSettings', 'config.maintenance.enabled', { value: 'ja' })).toMatchObject({
      errors: [{ field: 'value', message: 'Der Wert muss „true“ oder „false“ sein.' }],
    });
    expect(await store.create('groups', ['kein', 'Objekt'])).toMatchObject({
      errors: [{ field: '(Datensatz)', message: 'Der Inhalt muss ein JSON-Objekt sein.' }],
    });
    expect(await store.patch('zbvAccounts', 1, { unbekannt: 1 })).toMatchObject({
      errors: [{ field: 'unbekannt', message: 'Unbekanntes Feld' }],
    });
    expect(await store.get('zbvAccounts', 1)).toEqual(fixture.zbvAccounts[0]);
    expect((await store.list('zbvOrgs', {})).total).toBe(fixture.zbvOrgs.length);
  });

  it('gives a username to one account only, an inactive one included, and lets an account keep its own', async () => {
    const [first, second] = fixture.zbvAccounts;
    const taken = {
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'username', message: 'Dieser Wert ist bereits vergeben.' }],
    };
    expect(await store.patch('zbvAccounts', second!.id, { username: first!.username })).toEqual(taken);
    expect(await store.patch('zbvAccounts', first!.id, { active: false })).toMatchObject({ ok: true });
    const { id: _id, ...newcomer } = { ...second!, email: 'neu@example.org', active: true };
    expect(await store.create('zbvAccounts', { ...newcomer, username: first!.username })).toEqual(taken);
    expect(await store.replace('zbvAccounts', String(first!.id), { ...first!, active: true })).toMatchObject({
      ok: true,
      record: { username: first!.username, active: true },
    });
    expect(await store.get('zbvAccounts', second!.id)).toEqual(second);
  });

  it('keeps the manual one tree: a page goes below another branch, never below itself or its own subpage', async () => {
    // 1001 'Erste Schritte' holds 1002 'Anmeldung'; 1013 'Hilfe und Support' is a sibling branch.
    expect(await store.patch('manualPages', '1001', { parentId: '1002' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'parentId', message: manualParentMessages.cycle }],
    });
    expect(await store.patch('manualPages', '1002', { parentId: '4711' })).toMatchObject({
      errors: [{ field: 'parentId', message: manualParentMessages.unknown('4711') }],
    });
    expect(await store.patch('manualPages', '1002', { parentId: '1013' })).toMatchObject({
      ok: true,
      record: { id: '1002', parentId: '1013' },
    });
  });

  it('patches by merging, replaces as a whole keeping the id and the place, and knows no unknown id', async () => {
    const patched = await store.patch('zbvAccounts', 2, { firstName: 'Erika' });
    expect(patched).toEqual({
      ok: true,
      record: { ...fixture.zbvAccounts[1], firstName: 'Erika' },
      before: fixture.zbvAccounts[1],
    });
    const replaced = await store.replace('groups', '1', { name: 'Neu', id: 77 });
    expect(replaced).toMatchObject({ ok: true, record: { id: 1, name: 'Neu' } });
    expect(ids((await store.list('groups', {})).items)).toEqual(ids(fixture.groups));
    expect(await store.patch('groups', 999, { name: 'x' })).toEqual({ ok: false, reason: 'not-found' });
    expect(await store.replace('groups', 999, { name: 'x' })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('checks a write without writing it: the record it would store, or its errors', async () => {
    const stored = (await store.get('zbvAccounts', 2))!;
    expect(await store.check('zbvAccounts', 'PATCH', { firstName: 'Erika' }, stored)).toEqual({
      ok: true,
      record: { ...stored, firstName: 'Erika' },
    });
    expect(await store.check('groupUserRelations', 'POST', { groupId: 1, accountId: 999_999 })).toEqual({
      ok: false,
      errors: [{ field: 'accountId', message: 'zbvAccounts mit id 999999 gibt es nicht.' }],
    });
    expect(await store.get('zbvAccounts', 2)).toEqual(fixture.zbvAccounts[1]);
  });

  it('writes only while the stored record is still the one the caller decided on', async () => {
    const decidedOn = { ...(await store.get('groups', 1))! };
    expect(await store.patch('groups', 1, { name: 'Erste' }, { expected: decidedOn })).toMatchObject({ ok: true });
    const stale = { expected: decidedOn };
    expect(await store.patch('groups', 1, { name: 'Zweite' }, stale)).toEqual({ ok: false, reason: 'changed' });
    expect(await store.replace('groups', 1, { name: 'Dritte' }, stale)).toEqual({ ok: false, reason: 'changed' });
    expect(await store.remove('groups', 1, stale)).toEqual({ ok: false, reason: 'changed' });
    expect(await store.get('groups', 1)).toMatchObject({ name: 'Erste' });
  });

  it('deletes a record with every record pointing at it, transitively, and says which', async () => {
    const outcome = await store.remove('zbvAccounts', 3);
    expect(outcome.ok).toBe(true);
    const cascaded = (outcome as { cascaded: { collection: string; record: Row }[] }).cascaded;
    const expected = Object.entries(fixture).flatMap(([collection, records]) =>
      (records as Row[]).filter((record) => record.accountId === 3).map((record) => ({ collection, record })),
    );
    expect([...cascaded].sort((a, b) => a.collection.localeCompare(b.collection))).toEqual(
      expected.sort((a, b) => a.collection.localeCompare(b.collection)),
    );
    expect(await store.get('zbvAccounts', 3)).toBeUndefined();
    expect((await store.list('groupUserRelations', { equals: { accountId: ['3'] } })).total).toBe(0);
    expect(await store.remove('zbvAccounts', 3)).toEqual({ ok: false, reason: 'not-found' });
    const group = await store.remove('groups', 1);
    expect(
      (group as { cascaded: { collection: string }[] }).cascaded.every((c) =>
        ['groupUserRelations', 'zbvGroupModules'].includes(c.collection),
      ),
    ).toBe(true);
  });

  it('appends the audit entries of a successful write with it, and none for a refused one', async () => {
    const audit = ({ record, cascaded }: { record: Row; cascaded?: readonly { record: Row }[] }) => [
      {
        at: '2026-11-25T08:00:00.000Z',
        actor: 'anna.admin',
        resource: 'groups',
        recordId: record.id,
        action: 'create',
      },
      ...(cascaded ?? []).map(() => ({
        at: '2026-11-25T08:00:00.000Z',
        actor: 'anna.admin',
        resource: 'groupUserRelations',
        recordId: 0,
        action: 'delete',
      })),
    ];
    const before = (await store.list('auditLog', {})).total;
    await store.create('groups', { name: 'Mit Protokoll' }, { audit });
    await store.create('groups', { name: '' }, { audit });
    await store.remove('groups', 1, { audit });
    const entries = (await store.list('auditLog', {})).items.slice(before);
    const removedMembers = [...fixture.groupUserRelations, ...fixture.zbvGroupModules].filter(
      (relation) => relation.groupId === 1,
    ).length;
    expect(entries).toHaveLength(2 + removedMembers);
    expect(entries[0]).toMatchObject({ id: before + 1, resource: 'groups', action: 'create' });
  });

  it('keeps concurrent writes apart: distinct ids, every write stored, no reference left dangling', async () => {
    const creates = await Promise.all(
      Array.from({ length: 40 }, (_, index) => store.create('groups', { name: `Parallel ${index}` })),
    );
    const created = creates.map((outcome) => (outcome as { record: Row }).record.id);
    expect(new Set(created).size).toBe(40);
    expect((await store.list('groups', { like: { name: ['Parallel'] } })).total).toBe(40);
    const racing = await Promise.all([
      ...Array.from({ length: 10 }, () => store.create('groupUserRelations', { groupId: 2, accountId: 4 })),
      store.remove('zbvAccounts', 4),
      ...Array.from({ length: 10 }, () => store.create('groupUserRelations', { groupId: 2, accountId: 4 })),
    ]);
    expect(racing[10]).toMatchObject({ ok: true });
    expect((await store.list('groupUserRelations', { equals: { accountId: ['4'] } })).total).toBe(0);
  });
});
