import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportRequest } from '@shared/schemas';
import type { MailTransport } from '../../integrations/mail/mailTransport';
import { Store } from '../../store/store';
import { copyFixtureDatabase } from '../../testing/testServer';
import { Jobs } from '../../jobs/jobs';
import { LocalLeaseTable } from '../../jobs/localLeaseTable';
import { DeliveryQueue, MISSING_MESSAGE_ERROR } from './deliveryQueue';
import { FolderSpool } from './spool';

let store: Store;
let removeDb: () => void;
let spoolDir: string;
let now: number;
let up: boolean;
const delivered: Buffer[] = [];
let seenAtDelivery: (SupportRequest | undefined)[] = [];

const transport: MailTransport = {
  kind: 'smtp',
  deliver: async (_envelope, raw) => {
    seenAtDelivery.push(store.collection('supportRequests').at(-1));
    if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    delivered.push(raw);
  },
  close: () => undefined,
};

const request = {
  accountId: 1,
  supportReason: 'GENERAL' as const,
  recipient: 'radar-support@sparkassen-portal.example',
  requestMessage: 'Eine Frage mit genug Zeichen.',
  contactType: 'EMAIL' as const,
  jiraChildId: 0,
  attachmentNames: [],
  createdAt: '2026-11-22T08:00:00.000Z',
};
const message = {
  envelope: { from: 'a@b.example', to: ['c@d.example'] },
  raw: Buffer.from('Subject: Test\r\n\r\nHallo'),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const copy = copyFixtureDatabase();
  store = Store.open(copy.dbFile);
  removeDb = copy.remove;
  store.change('supportRequests', () => []);
  spoolDir = mkdtempSync(join(tmpdir(), 'radar-spool-'));
  now = Date.parse('2026-11-22T08:00:00.000Z');
  up = true;
  delivered.length = 0;
  seenAtDelivery = [];
});
afterEach(() => {
  vi.useRealTimers();
  store.close();
  removeDb();
  rmSync(spoolDir, { recursive: true, force: true });
});

const queueWith = (delays: number[]) =>
  new DeliveryQueue(
    store,
    new Jobs(new LocalLeaseTable()),
    transport,
    new FolderSpool(spoolDir),
    delays,
    () => new Date(now),
  );

describe('DeliveryQueue', () => {
  it('stores the request before the first delivery attempt and forgets the spooled message once sent', async () => {
    const queue = queueWith([1000]);
    const sent = await queue.submit(request, async () => message);
    expect(seenAtDelivery[0]).toMatchObject({ requestMessage: request.requestMessage, status: 'queued' });
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sentAt: '2026-11-22T08:00:00.000Z' });
    expect(delivered).toEqual([message.raw]);
    expect(await new FolderSpool(spoolDir).get(sent.id)).toBeUndefined();
  });

  it('retries a failed delivery after growing delays, the last one repeating, until it is delivered', async () => {
    up = false;
    const queue = queueWith([1000, 5000]);
    const failed = await queue.submit(request, async () => message);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: '2026-11-22T08:00:01.000Z' });
    expect(failed.lastError).toContain('ECONNREFUSED');

    now += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.collection('supportRequests')[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: '2026-11-22T08:00:06.000Z',
    });
    now += 5000;
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.collection('supportRequests')[0]).toMatchObject({
      attempts: 3,
      nextAttemptAt: '2026-11-22T08:00:11.000Z',
    });

    up = true;
    now += 5000;
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.collection('supportRequests')[0]).toMatchObject({ status: 'sent', attempts: 4 });
    expect(store.collection('supportRequests')[0]?.lastError).toBeUndefined();
    expect(delivered).toHaveLength(1);
    await queue.stop();
  });

  it('picks up requests left queued by a restart, and marks one without its message failed for good', async () => {
    await new FolderSpool(spoolDir).put(1, message);
    store.change('supportRequests', () => [
      { ...request, id: 1, status: 'queued', attempts: 0 },
      { ...request, id: 2, status: 'queued', attempts: 0 },
    ]);
    const queue = queueWith([1000]);
    queue.schedule();
    await vi.advanceTimersByTimeAsync(0);
    const [first, second] = store.collection('supportRequests');
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
    expect(second).toMatchObject({ status: 'failed', attempts: 1, lastError: MISSING_MESSAGE_ERROR });
    expect(second?.nextAttemptAt).toBeUndefined();
    store.close(); // its background compaction of the journal is the only other timer
    expect(vi.getTimerCount()).toBe(0);
  });
});
