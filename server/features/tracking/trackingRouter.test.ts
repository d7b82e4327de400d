import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import type { TrackedEvent } from '@shared/schemas';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const track = async (body: unknown, headers?: Record<string, string>) =>
  fetch(`${server.url}${API_BASE}${portalApiPaths.track}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(headers ?? (await server.authAs('max.muster'))) },
    body: JSON.stringify(body),
  });

const pageView = (pageName: string): TrackedEvent => ({
  eventId: randomUUID(),
  kind: 'REPORT_PAGE_USAGE',
  moduleId: 2,
  reportId: 1,
  pageName,
  pbiAccountId: 1,
  at: new Date().toISOString(),
  loadMs: 812,
  renderMs: 240,
});

const stored = (eventId: string) => server.store.collection('trackingEvents').filter((e) => e.eventId === eventId);

describe('POST /customerjourney/track', () => {
  it('stores each event with the signed-in account, once even when a batch comes again or repeats it', async () => {
    const batch = [pageView('ReportSection1'), { ...pageView(''), kind: 'REPORT_ACCOUNT_CHANGE' as const }];
    expect((await track(batch)).status).toBe(204);
    expect((await track(batch)).status).toBe(204);
    const [first] = stored(batch[0]!.eventId);
    expect(stored(batch[0]!.eventId)).toHaveLength(1);
    expect(first).toMatchObject({ accountId: 1, moduleId: 2, reportId: 1, pageName: 'ReportSection1', loadMs: 812 });
    expect(stored(batch[1]!.eventId)).toHaveLength(1);
    const twice = pageView('ReportSection3');
    expect((await track([twice, twice])).status).toBe(204);
    expect(stored(twice.eventId)).toHaveLength(1);
  });

  it('refuses a malformed batch whole, naming the field, and stores nothing of it', async () => {
    const good = pageView('ReportSection2');
    const response = await track([good, { ...pageView('x'), kind: 'CLICK' }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('1.kind');
    expect(stored(good.eventId)).toHaveLength(0);
    expect((await track([])).status).toBe(400);
    expect((await track({ events: [] })).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await track([pageView('x')], {})).status).toBe(401);
  });

  it('stores no event about a report the user may not open, and keeps the rest of the batch', async () => {
    const foreign = { ...pageView('ReportSection1'), moduleId: 22, reportId: 34 };
    const own = pageView('ReportSection1');
    expect((await track([foreign, own])).status).toBe(204);
    expect(stored(foreign.eventId)).toHaveLength(0);
    expect(stored(own.eventId)).toHaveLength(1);
  });
});
