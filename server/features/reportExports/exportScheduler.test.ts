import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Id } from '@shared/schemas';
import { Store } from '../../store/store';
import { copyFixtureDatabase } from '../../testing/testServer';
import { Jobs } from '../../jobs/jobs';
import { LocalLeaseTable } from '../../jobs/localLeaseTable';
import { FolderExportFiles } from './exportFiles';
import { ExportRunner } from './exportRunner';
import { ExportScheduler } from './exportScheduler';

let fixture: ReturnType<typeof copyFixtureDatabase>;
let store: Store;
let clock: Date;
const at = (iso: string) => {
  clock = new Date(iso);
};

const leasesOnClock = () => new Jobs(new LocalLeaseTable(), { now: () => clock.getTime() });

/** One server process: a scheduler and a runner on a store, both on the fake clock, with its job leases. */
function boot(on: Store = store, jobs: Jobs = leasesOnClock()) {
  const runner = new ExportRunner(
    on,
    jobs,
    () => ({ exportReport: () => Promise.reject(new Error('not run')) }),
    new FolderExportFiles(join(tmpdir(), 'unused')),
    () => clock,
  );
  runner.recover();
  return new ExportScheduler(
    on,
    jobs,
    (exportId: Id, slot: Date) => runner.enqueue(exportId, slot),
    () => clock,
  );
}
const slotsOfExport = (exportId: Id) =>
  store
    .collection('pbiExportJobs')
    .filter((job) => String(job.exportId) === String(exportId))
    .map((job) => new Date(job.scheduledFor).toISOString());

beforeEach(() => {
  fixture = copyFixtureDatabase();
  store = Store.open(fixture.dbFile);
  store.change('pbiExportDetails', () => []);
  store.change('pbiExportJobs', () => []);
  store.change('pbiExportSchedules', () => [
    { id: 1, exportId: 2, cron: '* * * * *', active: true, timezone: 'Europe/Berlin' },
  ]);
});
afterEach(() => {
  store.close();
  fixture.remove();
});

it('starts a new schedule with its next slot, then queues every minute once', async () => {
  at('2026-11-23T10:00:30Z');
  const scheduler = boot();
  await scheduler.tick();
  expect(slotsOfExport(2)).toEqual([]);
  at('2026-11-23T10:00:59Z');
  await scheduler.tick();
  expect(slotsOfExport(2)).toEqual([]);
  at('2026-11-23T10:01:00Z');
  await scheduler.tick();
  await scheduler.tick();
  at('2026-11-23T10:01:40Z');
  await scheduler.tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z']);
  at('2026-11-23T10:02:01Z');
  await scheduler.tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z', '2026-11-23T10:02:00.000Z']);
});

it('queues each slot of a seconds schedule once, however often it ticks', async () => {
  store.change('pbiExportSchedules', () => [
    { id: 1, exportId: 2, cron: '*/5 * * * * *', active: true, timezone: 'Europe/Berlin' },
  ]);
  at('2026-11-23T10:00:01Z');
  const scheduler = boot();
  await scheduler.tick();
  for (const second of ['05', '05', '07', '10', '11', '14']) {
    at(`2026-11-23T10:00:${second}Z`);
    await scheduler.tick();
  }
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:00:05.000Z', '2026-11-23T10:00:10.000Z']);
});

it('a restart between two slots neither repeats the last slot nor skips the next', async () => {
  at('2026-11-23T10:00:30Z');
  await boot().tick();
  at('2026-11-23T10:01:05Z');
  await boot().tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z']);

  // The process stops at 10:01:30; a new one opens the file from disk at 10:01:45 (same slot) …
  store.close();
  store = Store.open(fixture.dbFile);
  at('2026-11-23T10:01:45Z');
  await boot().tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z']);

  // … and another one only after the 10:02 slot has passed while it was down: that slot runs once.
  store.close();
  store = Store.open(fixture.dbFile);
  at('2026-11-23T10:02:20Z');
  const scheduler = boot();
  await scheduler.tick();
  await scheduler.tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z', '2026-11-23T10:02:00.000Z']);
  expect(store.collection('pbiExportSchedules')[0]?.lastRunAt).toBe('2026-11-23T10:02:00.000Z');
});

it('a crash after queuing but before recording the slot does not queue it twice', async () => {
  at('2026-11-23T10:00:30Z');
  await boot().tick();
  at('2026-11-23T10:01:05Z');
  await boot().tick();
  // Simulate the lost second write: lastRunAt still at the slot before.
  store.change('pbiExportSchedules', (schedules) =>
    schedules.map((schedule) => ({ ...schedule, lastRunAt: '2026-11-23T10:00:00.000Z' })),
  );
  await boot().tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:01:00.000Z']);
});

it('several slots missed while down make one run, for the latest; inactive schedules never run', async () => {
  at('2026-11-23T10:00:30Z');
  await boot().tick();
  at('2026-11-23T10:05:10Z');
  await boot().tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:05:00.000Z']);
  store.change('pbiExportSchedules', (schedules) => schedules.map((schedule) => ({ ...schedule, active: false })));
  at('2026-11-23T10:07:10Z');
  await boot().tick();
  expect(slotsOfExport(2)).toEqual(['2026-11-23T10:05:00.000Z']);
});

it('two instances sharing the job leases queue each slot once between them', async () => {
  const other = copyFixtureDatabase();
  const otherStore = Store.open(other.dbFile);
  try {
    otherStore.change('pbiExportJobs', () => []);
    otherStore.change('pbiExportSchedules', () => store.collection('pbiExportSchedules'));
    const leases = leasesOnClock();
    const instances = [boot(store, leases), boot(otherStore, leases)];
    for (const time of ['10:00:30', '10:01:05', '10:02:05', '10:03:05']) {
      at(`2026-11-23T${time}Z`);
      await Promise.all(instances.map((scheduler) => scheduler.tick()));
    }
    const queued = [store, otherStore].flatMap((on) => on.collection('pbiExportJobs').map((job) => job.scheduledFor));
    expect(queued.sort()).toEqual(['2026-11-23T10:01:00.000Z', '2026-11-23T10:02:00.000Z', '2026-11-23T10:03:00.000Z']);
  } finally {
    otherStore.close();
    other.remove();
  }
});

it('puts a job a restart interrupted back into the queue', () => {
  const job = store.insert('pbiExportJobs', {
    exportId: 2,
    status: 'running',
    scheduledFor: '2026-11-23T10:01:00.000Z',
    startedAt: '2026-11-23T10:01:01.000Z',
    attempt: 1,
  });
  boot();
  expect(store.collection('pbiExportJobs').find((candidate) => candidate.id === job.id)).toMatchObject({
    status: 'queued',
  });
  expect(store.collection('pbiExportJobs').find((candidate) => candidate.id === job.id)?.startedAt).toBeUndefined();
});
