import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE } from '@shared/api/paths';
import { aiApiPaths, type AiChatResponse } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { readConfig } from '../../config';
import { startTestServer, type TestServer } from '../../testing/testServer';

const ask = async (server: TestServer, user: string, message: string, threadId?: string) => {
  const response = await fetch(`${server.url}${AI_BASE}${aiApiPaths.chat}`, {
    method: 'POST',
    headers: { ...(await server.authAs(user)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, threadId }),
  });
  return { status: response.status, body: (await response.json()) as AiChatResponse };
};

describe('POST /ai/chat by retrieval', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers from the manual with references to the pages', async () => {
    const { status, body } = await ask(server, 'max.muster', 'Wofür ist das Konto Radar Vorstand?');
    expect(status).toBe(200);
    expect(body.references[0]).toEqual({ text: 'Konten wechseln', pageId: '1008' });
    expect(body.content).toContain('Konten wechseln');
    expect(body.threadId).toMatch(/^thr-/);
    expect(body.error).toBeNull();
  });

  it('keeps the thread context for a follow-up question', async () => {
    const first = await ask(server, 'max.muster', 'Wie abonniere ich einen Bericht per E-Mail?');
    expect(first.body.references[0]?.pageId).toBe('1009');
    const followUp = await ask(server, 'max.muster', 'Und wie lösche ich es wieder?', first.body.threadId);
    expect(followUp.body.threadId).toBe(first.body.threadId);
    expect(followUp.body.references.map((r) => r.pageId)).toContain('1009');
  });

  it('answers with the section that holds the answer, cut at its end', async () => {
    const { body } = await ask(server, 'max.muster', 'Wie kann ich einen Bericht exportieren?');
    expect(body.references[0]).toEqual({ text: 'Exporte', pageId: '1010' });
    expect(body.content).toContain('„Exporte – Einmaliger Export“');
    expect(body.content).toContain('Öffnen Sie den Bericht und setzen Sie die gewünschten Filter.');
    expect(body.content).toContain('Der Export wird im Hintergrund erstellt.');
    expect(body.content).not.toContain('Geplante Exporte');
    expect(body.content).not.toContain('Berichtsabonnements');
  });

  it('says it found nothing, and offers the support form, for nonsense, also as a follow-up', async () => {
    const alone = await ask(server, 'max.muster', 'qwertz asdf');
    expect(alone.body.content).toBe(portalTexts.assistant.answer.abstain);
    expect(alone.body.content).toContain('Dazu habe ich im Handbuch nichts gefunden.');
    expect(alone.body.content).toContain('Support kontaktieren');
    expect(alone.body.references).toEqual([]);
    const first = await ask(server, 'max.muster', 'Wie kann ich einen Bericht exportieren?');
    expect(first.body.references[0]?.pageId).toBe('1010');
    const followUp = await ask(server, 'max.muster', 'qwertz asdf', first.body.threadId);
    expect(followUp.body.content).toBe(portalTexts.assistant.answer.abstain);
    expect(followUp.body.references).toEqual([]);
  });

  it('never answers from pages the user may not see', async () => {
    const { body } = await ask(server, 'max.muster', 'Wie ist die Methodik des Betriebsvergleichs?');
    expect(body.references.map((r) => r.pageId)).not.toContain('1025');
    const analyst = await ask(server, 'gabi.analytics', 'Wie ist die Methodik des Betriebsvergleichs?');
    expect(analyst.body.references[0]?.pageId).toBe('1025');
  });

  it('refuses an empty question and stores feedback on the user’s own thread only', async () => {
    expect((await ask(server, 'max.muster', '   ')).status).toBe(400);
    const { threadId } = (await ask(server, 'max.muster', 'Wie kann ich einen Bericht exportieren?')).body;
    const before = server.store.collection('aiFeedback').length;
    const feedback = async (thread: string) =>
      fetch(`${server.url}${AI_BASE}${aiApiPaths.feedback}`, {
        method: 'POST',
        headers: { ...(await server.authAs('max.muster')), 'Content-Type': 'application/json' },
        body: JSON.stringify({ threadId: thread, question: "=cmd|' /C calc'!A0", helpful: false }),
      });
    expect((await feedback('thr-x-1')).status).toBe(404);
    expect(server.store.collection('aiFeedback')).toHaveLength(before);
    expect((await feedback(threadId)).status).toBe(204);
    expect(server.store.collection('aiFeedback')).toHaveLength(before + 1);
    expect(server.store.collection('aiFeedback').at(-1)).toMatchObject({ threadId, helpful: false, accountId: 1 });
  });
});

describe('POST /ai/chat with an OpenAI-compatible endpoint', () => {
  let endpoint: Server;
  let server: TestServer;
  let fail = false;
  let lastPrompt = '';
  let rewritten: string[] = [];
  /** How the endpoint rewrites a question in the manual's words. */
  const rewrites: Record<string, string> = { 'Wie krieg ich Zeug nach oben?': 'Wie markiere ich Favoriten?' };
  beforeAll(async () => {
    const app = express().use(express.json());
    app.post('/v1/chat/completions', (req, res) => {
      const body = req.body as { messages: { content: string }[] };
      const [system, user] = [body.messages[0]?.content ?? '', body.messages[1]?.content ?? ''];
      if (fail) return void res.status(503).end();
      if (system === portalTexts.assistant.answer.rewritePrompt) {
        rewritten.push(user);
        return void res.json({ choices: [{ message: { role: 'assistant', content: rewrites[user] ?? user } }] });
      }
      lastPrompt = system;
      res.json({ choices: [{ message: { role: 'assistant', content: 'Generierte Antwort.' } }] });
    });
    endpoint = createServer(app);
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    server = await startTestServer({
      ai: { ...readConfig({}).ai, baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it('does not ask the endpoint for an answer when the manual has nothing on the question', async () => {
    lastPrompt = '';
    rewritten = [];
    const { body } = await ask(server, 'max.muster', 'Wie backe ich einen Apfelkuchen?');
    expect(body.content).toBe(portalTexts.assistant.answer.abstain);
    expect(rewritten).toEqual(['Wie backe ich einen Apfelkuchen?']);
    expect(lastPrompt).toBe('');
  });

  it('lets the endpoint rewrite a question the manual does not answer as asked, and answers that', async () => {
    rewritten = [];
    const question = 'Wie krieg ich Zeug nach oben?';
    const { body } = await ask(server, 'max.muster', question);
    expect(rewritten).toEqual([question]);
    expect(body.content).toBe('Generierte Antwort.');
    expect(body.references[0]?.pageId).toBe('1004');
  });

  it('asks for no rewrite when the question as asked finds its answer', async () => {
    rewritten = [];
    await ask(server, 'max.muster', 'Wofür ist das Konto Radar Vorstand?');
    expect(rewritten).toEqual([]);
  });

  it('answers with the generated text grounded in the passages, with the same references', async () => {
    const { body } = await ask(server, 'max.muster', 'Wofür ist das Konto Radar Vorstand?');
    expect(body.content).toBe('Generierte Antwort.');
    expect(lastPrompt).toContain('Konten wechseln');
    expect(body.references[0]?.pageId).toBe('1008');
  });

  it('falls back to retrieval when the endpoint fails, and says so', async () => {
    fail = true;
    const { status, body } = await ask(server, 'max.muster', 'Wofür ist das Konto Radar Vorstand?');
    expect(status).toBe(200);
    expect(body.content).toContain('die Antwort stammt direkt aus dem Handbuch');
    expect(body.references[0]?.pageId).toBe('1008');
  });
});
