import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE } from '@shared/api/paths';
import { aiApiPaths, type AiChatResponse } from '@shared/portalApi';
import { startTwoInstancesOnOneDatabase, type Instances } from '../../testing/instancesOnOneDatabase';
import type { TestServer } from '../../testing/testServer';
import { postgresAvailable } from '../../testing/throwawayPostgres';

const post = async (server: TestServer, user: string, path: string, body: object) =>
  fetch(`${server.url}${AI_BASE}${path}`, {
    method: 'POST',
    headers: { ...(await server.authAs(user)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const ask = async (server: TestServer, user: string, message: string, threadId?: string) =>
  (await (await post(server, user, aiApiPaths.chat, { message, threadId })).json()) as AiChatResponse;

// Two instances on one database, as behind a round-robin balancer: the threads live in PostgreSQL.
describe.skipIf(!postgresAvailable)("The assistant's threads on two instances on one database", () => {
  let instances: Instances | undefined;
  beforeAll(async () => {
    instances = await startTwoInstancesOnOneDatabase();
  }, 60_000);
  afterAll(() => instances?.stop());

  it('keeps the context of a follow-up question sent to the other instance', async () => {
    const [first, second] = instances!.servers;
    const question = await ask(first, 'max.muster', 'Wie abonniere ich einen Bericht per E-Mail?');
    expect(question.references[0]?.pageId).toBe('1009');
    const followUp = await ask(second, 'max.muster', 'Und wie lösche ich es wieder?', question.threadId);
    expect(followUp.threadId).toBe(question.threadId);
    expect(followUp.references.map((r) => r.pageId)).toContain('1009');
  });

  it("refuses feedback on another account's thread on the other instance", async () => {
    const [first, second] = instances!.servers;
    const { threadId } = await ask(first, 'max.muster', 'Wie kann ich einen Bericht exportieren?');
    const feedback = (user: string) =>
      post(second, user, aiApiPaths.feedback, { threadId, question: 'F', helpful: true });
    expect((await feedback('anna.admin')).status).toBe(404);
    expect((await feedback('max.muster')).status).toBe(204);
  });
});
