import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ReportExporter } from '../../integrations/reportExport/reportExporter';
import { Jobs } from '../../jobs/jobs';
import { LocalLeaseTable } from '../../jobs/localLeaseTable';
import { Store } from '../../store/store';
import { copyFixtureDatabase } from '../../testing/testServer';
import { FolderExportFiles } from './exportFiles';
import { ExportRunner } from './exportRunner';

/**
 * Two instances that started with the same data hold the same queued job (the fixtures' job 4 is one): it must run
 * on one of them only. One lease table shared by two Jobs objects stands for PostgreSQL, as in the scheduler's
 * test; the jobs contract test runs the two tables against each other.
 */
interface Instance {
  name: string;
  store: Store;
  runner: ExportRunner;
  remove: () => void;
}

let instances: Instance[];
let exported: string[];
let release: () => void;
let started: Promise<void>;

const slot = '2026-11-23T05:00:00.000Z';

function instanceOn(name: string, leases: LocalLeaseTable, exporter: (name: string) => ReportExporter): Instance {
  const fixture = copyFixtureDatabase();
  const store = Store.open(fixture.dbFile);
  store.change('pbiExportJobs', () => []);
  store.insert('pbiExportJobs', { exportId: 1, status: 'queued', scheduledFor: slot, attempt: 1 });
  const runner = new ExportRunner(
    store,
    new Jobs(leases),
    () => exporter(name),
    new FolderExportFiles(join(dirname(fixture.dbFile), 'exports')),
  );
  return { name, store, runner, remove: fixture.remove };
}

beforeEach(() => {
  exported = [];
  let signalStarted = () => undefined as void;
  started = new Promise((resolve) => (signalStarted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const exporter = (name: string): ReportExporter => ({
    exportReport: async () => {
      exported.push(name);
      signalStarted();
      await released;
      return { bytes: Buffer.from('%PDF-1.4'), extension: 'pdf' };
    },
  });
  const leases = new LocalLeaseTable();
  instances = ['a', 'b'].map((name) => instanceOn(name, leases, exporter));
});
afterEach(() => {
  for (const instance of instances) {
    instance.store.close();
    instance.remove();
  }
});

const statusesOf = (instance: Instance) => instance.store.collection('pbiExportJobs').map((job) => job.status);

it('runs a job two instances hold once between them, while the first is at it and after it finished', async () => {
  const [a, b] = instances as [Instance, Instance];
  const files = (instance: Instance) => instance.store.collection('pbiExportDetails').length;
  const [filesOfA, filesOfB] = [files(a), files(b)];
  const running = a.runner.runQueued();
  await started;
  await b.runner.runQueued();
  expect(exported).toEqual(['a']);
  release();
  await running;
  await b.runner.runQueued();
  expect(exported).toEqual(['a']);
  expect(statusesOf(a)).toEqual(['succeeded']);
  expect([files(a), files(b)]).toEqual([filesOfA + 1, filesOfB]);
  // The records are still each instance's own: b's copy stays waiting, and b runs its other jobs.
  expect(statusesOf(b)).toEqual(['queued']);
  b.store.insert('pbiExportJobs', {
    exportId: 1,
    status: 'queued',
    scheduledFor: '2026-11-23T05:01:00.000Z',
    attempt: 1,
  });
  await b.runner.runQueued();
  expect(exported).toEqual(['a', 'b']);
  expect(statusesOf(b)).toEqual(['queued', 'succeeded']);
});

it('runs the next attempt of a job (an admin’s retry) as a claim of its own, once', async () => {
  const [a, b] = instances as [Instance, Instance];
  release();
  await a.runner.runQueued();
  const job = a.store.collection('pbiExportJobs')[0];
  a.store.change('pbiExportJobs', (jobs) => jobs.map((entry) => ({ ...entry, status: 'queued', attempt: 2 })));
  await Promise.all([a.runner.runQueued(), b.runner.runQueued()]);
  expect(exported).toEqual(['a', 'a']);
  expect(a.store.collection('pbiExportJobs')).toEqual([expect.objectContaining({ id: job?.id, status: 'succeeded' })]);
});
