import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gridExportRequest } from '../../testing/gridExportRequest';
import { instancesOnPostgres, type SharedPlace } from '../../testing/instancesOnPostgres';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import { RECORD_MEMORY_MS, type ExportRecords, type GridExport } from './exportRecords';
import { LocalExportRecords } from './localExportRecords';
import { PgExportRecords } from './pgExportRecords';

/** One place of exports; each `open` is another instance on it (PostgreSQL), or the one process (embedded). */
type Place = SharedPlace<ExportRecords>;

const databases = migratedDatabases('grid_exports');

const implementations: { name: string; skip: boolean; place: () => Promise<Place> }[] = [
  {
    name: 'eingebettet (dieser Prozess)',
    skip: false,
    place: () => {
      const records = new LocalExportRecords();
      return Promise.resolve({ open: () => records, remove: () => Promise.resolve() });
    },
  },
  {
    ...postgresVariant,
    place: async () => instancesOnPostgres(await databases.next(), (pool) => new PgExportRecords(pool)),
  },
];

const request = gridExportRequest({ filter: { active: true }, sort: { field: 'username', order: 'ASC' } });
const NOW = Date.UTC(2026, 10, 29, 9);
const entry = (id: string, accountId = '2'): GridExport => ({ id, accountId, request, total: 31 });
const ID = '00000000-0000-4000-8000-000000000001';

describe.each(implementations)('Listenexporte: $name', ({ skip, place }) => {
  let subject: Place;
  beforeEach(async (context) => {
    if (skip) context.skip();
    subject = await place();
  });
  afterEach(() => subject?.remove());

  it('redeems a ticket once, on any instance, and only before its time is up', async () => {
    const [one, two] = [subject.open(), subject.open()];
    await one.open(entry(ID), 'hash-1', NOW + 60_000, NOW);
    const redeemed = await Promise.all([one.redeem('hash-1', NOW + 1000), two.redeem('hash-1', NOW + 1000)]);
    expect(redeemed.filter(Boolean)).toEqual([entry(ID)]);
    expect(await two.redeem('hash-1', NOW + 2000)).toBeUndefined();
    await one.open(entry('00000000-0000-4000-8000-000000000002'), 'hash-2', NOW + 60_000, NOW);
    expect(await two.redeem('hash-2', NOW + 60_000)).toBeUndefined();
    expect(await two.redeem('unknown', NOW)).toBeUndefined();
  });

  it('tells the progress to the account that started it, and a cancel to the writer on another instance', async () => {
    const [writer, reader] = [subject.open(), subject.open()];
    await writer.open(entry(ID), 'hash', NOW + 60_000, NOW);
    expect(await reader.progressOf(ID, '2')).toEqual({
      phase: 'waiting',
      written: 0,
      total: 31,
      redeemBy: NOW + 60_000,
    });
    expect(await reader.progressOf(ID, '3')).toBeUndefined();
    await writer.redeem('hash', NOW);
    expect(await writer.report(ID, { phase: 'running', written: 20, total: 31 })).toEqual({ cancelled: false });
    expect(await reader.progressOf(ID, '2')).toMatchObject({ phase: 'running', written: 20 });
    expect(await reader.cancel(ID, '3')).toBe(false);
    expect(await reader.cancel(ID, '2')).toBe(true);
    expect(await writer.report(ID, { phase: 'running', written: 31, total: 31 })).toEqual({ cancelled: true });
    expect(await reader.progressOf(ID, '2')).toMatchObject({ phase: 'cancelled', written: 20 });
  });

  it('keeps a finished export finished and a failed one with its message', async () => {
    const records = subject.open();
    await records.open(entry(ID), 'hash', NOW + 60_000, NOW);
    await records.report(ID, { phase: 'failed', written: 4, total: 31, message: 'Zu lange.' });
    expect(await records.cancel(ID, '2')).toBe(true);
    expect(await records.progressOf(ID, '2')).toEqual({
      phase: 'failed',
      written: 4,
      total: 31,
      message: 'Zu lange.',
      redeemBy: NOW + 60_000,
    });
  });

  it('does not hand out the file of an export cancelled before its download began', async () => {
    const records = subject.open();
    await records.open(entry(ID), 'hash', NOW + 60_000, NOW);
    await records.cancel(ID, '2');
    expect(await records.redeem('hash', NOW)).toBeUndefined();
  });

  it('forgets exports a day old when the next one starts', async () => {
    const records = subject.open();
    await records.open(entry(ID), 'old', NOW + 60_000, NOW);
    const later = NOW + RECORD_MEMORY_MS + 1;
    await records.open(entry('00000000-0000-4000-8000-000000000002'), 'new', later + 60_000, later);
    expect(await records.progressOf(ID, '2')).toBeUndefined();
  });
});
