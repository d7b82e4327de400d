import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { GaAccessChange, GaAdminAdapter } from '../../integrations/googleAnalytics/gaAdminAdapter';
import { Store } from '../../store/store';
import { copyFixtureDatabase } from '../../testing/testServer';
import { Jobs } from '../../jobs/jobs';
import { LocalLeaseTable } from '../../jobs/localLeaseTable';
import { GaQueueWorker } from './gaQueueWorker';

let store: Store;
let removeDb: () => void;
let up: boolean;
const calls: { operation: string; change: GaAccessChange }[] = [];
const adapter: GaAdminAdapter = {
  kind: 'local',
  grant: async (change) => {
    if (!up) throw new Error('503 Service Unavailable');
    calls.push({ operation: 'grant', change });
  },
  revoke: async (change) => {
    if (!up) throw new Error('503 Service Unavailable');
    calls.push({ operation: 'revoke', change });
  },
};
const settings = { retryDelaysMs: [60_000, 300_000], maxAttempts: 3, intervalMs: 1_000 };

beforeEach(() => {
  vi.useFakeTimers({
    now: new Date('2026-11-23T08:00:00.000Z'),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  ({ removeDb } = (() => {
    const copy = copyFixtureDatabase();
    store = Store.open(copy.dbFile);
    return { removeDb: copy.remove };
  })());
  store.change('gaQueues', () => []);
  up = true;
  calls.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  // The fake clock also runs the store's journal compaction: let one under way finish before the folder goes.
  await store.shutdown();
  removeDb();
});

const enqueue = (action: 'GRANT' | 'REVOKE', accountId: number, propertyId = '312845671') =>
  store.insert('gaQueues', {
    action,
    accountId,
    propertyId,
    access: 'VIEWER',
    status: 'queued',
    attempts: 0,
    createdAt: new Date().toISOString(),
  });
const entry = (id: number | string) => store.collection('gaQueues').find((e) => e.id === id);

it('applies queued entries on the next tick with the account e-mail and marks them succeeded', async () => {
  const worker = new GaQueueWorker(store, new Jobs(new LocalLeaseTable()), adapter, settings);
  worker.start();
  const grant = enqueue('GRANT', 1);
  const revoke = enqueue('REVOKE', 7);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(calls).toEqual([
    {
      operation: 'grant',
      change: { propertyId: '312845671', email: 'max.mustermann@sparkasse-musterstadt.de', access: 'VIEWER' },
    },
    {
      operation: 'revoke',
      change: { propertyId: '312845671', email: 'petra.schneider@sparkasse-musterstadt.de', access: 'VIEWER' },
    },
  ]);
  expect(entry(grant.id)).toMatchObject({ status: 'succeeded', attempts: 1, processedAt: '2026-11-23T08:00:01.000Z' });
  expect(entry(revoke.id)?.status).toBe('succeeded');
  await worker.stop();
});

it('retries a failure after the configured delays and gives up after maxAttempts, error visible', async () => {
  up = false;
  const worker = new GaQueueWorker(store, new Jobs(new LocalLeaseTable()), adapter, settings);
  worker.start();
  const { id } = enqueue('GRANT', 1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(entry(id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    error: '503 Service Unavailable',
    nextAttemptAt: '2026-11-23T08:01:01.000Z',
  });
  await vi.advanceTimersByTimeAsync(59_000);
  expect(entry(id)?.attempts).toBe(1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(entry(id)).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-23T08:06:01.000Z' });
  await vi.advanceTimersByTimeAsync(300_000);
  expect(entry(id)).toMatchObject({ status: 'failed', attempts: 3, error: '503 Service Unavailable' });
  expect(entry(id)?.nextAttemptAt).toBeUndefined();
  await vi.advanceTimersByTimeAsync(3_600_000);
  expect(entry(id)?.attempts).toBe(3);

  up = true;
  worker.requeue(id);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(entry(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  expect(entry(id)?.error).toBeUndefined();
  await worker.stop();
});

it('never grants to a blocked domain, however the entry got into the queue', async () => {
  store.change('zbvAccounts', (accounts) =>
    accounts.map((a) => (a.id === 8 ? { ...a, email: 'thomas.becker@mail.gmail.com' } : a)),
  );
  const worker = new GaQueueWorker(store, new Jobs(new LocalLeaseTable()), adapter, settings);
  const { id } = enqueue('GRANT', 8);
  await worker.runDue();
  expect(calls).toEqual([]);
  expect(entry(id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    error: 'Die Domain „mail.gmail.com“ ist gesperrt und kann nicht freigegeben werden.',
  });
  expect(entry(id)?.nextAttemptAt).toBeUndefined();
});

it('makes an attempt cut off by a restart again', async () => {
  const { id } = enqueue('GRANT', 1);
  store.change('gaQueues', (entries) => entries.map((e) => ({ ...e, status: 'running' as const })));
  const worker = new GaQueueWorker(store, new Jobs(new LocalLeaseTable()), adapter, settings);
  worker.start();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(entry(id)?.status).toBe('succeeded');
  await worker.stop();
});

it('re-checks the requester’s scope before it acts: a customer admin’s entry for another institute is not carried out', async () => {
  const worker = new GaQueueWorker(store, new Jobs(new LocalLeaseTable()), adapter, settings);
  const foreign = store.insert('gaQueues', {
    action: 'GRANT',
    accountId: 13,
    propertyId: '318902245',
    access: 'EDITOR',
    status: 'queued',
    attempts: 0,
    createdAt: new Date().toISOString(),
    requestedBy: 4,
  });
  const { id: _foreignId, ...request } = foreign;
  const own = store.insert('gaQueues', { ...request, accountId: 9, propertyId: '312845671' });
  await worker.runDue();
  expect(calls.map((call) => call.change.email)).toEqual(['sabine.wagner@sparkasse-musterstadt.de']);
  expect(entry(foreign.id)).toMatchObject({
    status: 'failed',
    error: 'Der Auftrag liegt außerhalb der Zuständigkeit von Konto 4 und wird nicht ausgeführt.',
  });
  expect(entry(foreign.id)?.nextAttemptAt).toBeUndefined();
  expect(entry(own.id)?.status).toBe('succeeded');
});
