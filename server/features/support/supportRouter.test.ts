import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { MAX_ATTACHMENT_BYTES } from '@shared/schemas';
import { readConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { startTestServer, type TestServer } from '../../testing/testServer';

let sink: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ mail: { ...readConfig({}).mail, smtpUrl: sink.url, retryDelaysMs: [300] } });
});
afterAll(async () => {
  await server.close();
  await sink.stop();
});

const url = (path: string) => `${server.url}${API_BASE}${path}`;
const get = async (username: string, path: string) => fetch(url(path), { headers: await server.authAs(username) });

type Fields = Record<string, string>;
const reportQuestion: Fields = {
  supportReason: 'REPORT',
  reportName: 'Vertriebsübersicht',
  supportEmail: 'vertriebscontrolling@sparkassen-portal.example',
  requestMessage: 'Die Filialwerte weichen von unseren Zahlen ab.',
  contactType: 'EMAIL',
  phoneNumber: '',
  jiraChildId: '4711',
};

/** The multipart body the dialog sends; an empty placeholder file when there is none (docs/requirements/calls.md). */
function form(fields: Fields, files: { name: string; content: Uint8Array<ArrayBuffer> }[] = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (files.length === 0) body.append('attachments', new Blob([]), '');
  for (const file of files) body.append('attachments', new Blob([file.content]), file.name);
  return body;
}

const send = async (body: FormData, username = 'max.muster') =>
  fetch(url(portalApiPaths.sendSupportRequest), { method: 'POST', headers: await server.authAs(username), body });
const stored = () => server.store.collection('supportRequests');
const bytes = (size: number, seed: number): Uint8Array<ArrayBuffer> =>
  Uint8Array.from({ length: size }, (_, i) => (i * seed) % 251);
/** The same bytes starting with a file format's signature (the server checks the type from the content). */
const signed = (signature: string | number[], content: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => {
  const head = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Uint8Array.from(signature);
  const result = Uint8Array.from(content);
  result.set(head);
  return result;
};
/** A real 1×1 PNG (the server recognises it by content up to its image data; the test bytes follow it). */
const PNG = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
];

describe('report names and contact information', () => {
  it('lists the names of the reports the user may open, sorted', async () => {
    const names = (await (await get('max.muster', portalApiPaths.moduleReports)).json()) as string[];
    expect(names).toContain('Vertriebsübersicht');
    expect(names).not.toContain('Personalbestand');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('answers the report entry, the default entry for general questions and unknown reports', async () => {
    const answer = async (query: string) => (await get('max.muster', `${portalApiPaths.contactInfo}?${query}`)).json();
    expect(await answer('reportName=Vertriebs%C3%BCbersicht')).toEqual({
      supportAvailable: true,
      description: null,
      jiraChildId: 4711,
      email: 'vertriebscontrolling@sparkassen-portal.example',
    });
    const general = (await answer('reportName=default&autoRoleProfile=default')) as { email: string };
    expect(general.email).toBe('radar-support@sparkassen-portal.example');
    expect(await answer('reportName=Gibt%20es%20nicht')).toEqual(general);
    expect((await get('max.muster', portalApiPaths.contactInfo)).status).toBe(400);
  });
});

describe('POST /support/sendEmail', () => {
  it('stores the request and mails it to the contact with reply-to, details and both files byte-identical', async () => {
    const first = signed(PNG, bytes(150_000, 7));
    const second = signed('%PDF-1.7\n', bytes(MAX_ATTACHMENT_BYTES, 13));
    const response = await send(
      form(reportQuestion, [
        { name: 'filialen.png', content: first },
        { name: 'Übersicht März.pdf', content: second },
      ]),
    );
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as { id: number; status: string };
    expect(status).toBe('sent');

    const mail = await sink.nextMail();
    expect(mail.to).toEqual(['vertriebscontrolling@sparkassen-portal.example']);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Support-Anfrage zum Bericht „Vertriebsübersicht“');
    expect(parsed.replyTo?.value).toEqual([
      { name: 'Max Mustermann', address: 'max.mustermann@sparkasse-musterstadt.de' },
    ]);
    expect(parsed.text).toContain('Die Filialwerte weichen von unseren Zahlen ab.');
    expect(parsed.text).toContain('Benutzername: max.muster');
    expect(parsed.text).toContain('Jira-Unterkomponente: 4711');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['filialen.png', 'Übersicht März.pdf']);
    expect(Buffer.compare(parsed.attachments[0]!.content, Buffer.from(first))).toBe(0);
    expect(Buffer.compare(parsed.attachments[1]!.content, Buffer.from(second))).toBe(0);

    expect(stored().find((r) => r.id === id)).toMatchObject({
      accountId: 1,
      status: 'sent',
      attempts: 1,
      recipient: 'vertriebscontrolling@sparkassen-portal.example',
      jiraChildId: 4711,
      attachmentNames: ['filialen.png', 'Übersicht März.pdf'],
    });
  });

  it('sends a general question without files to the default contact', async () => {
    const response = await send(
      form({ ...reportQuestion, supportReason: 'GENERAL', reportName: '', supportEmail: '', jiraChildId: '0' }),
    );
    expect(response.status).toBe(201);
    const parsed = await simpleParser((await sink.nextMail()).raw);
    expect(parsed.subject).toBe('Support-Anfrage: Allgemeine Frage');
    expect(parsed.attachments).toEqual([]);
  });

  it.each([
    [{ supportReason: '' }, 'supportReason', 'Ihre Anfrage betrifft ist ein Pflichtfeld'],
    [{ requestMessage: '' }, 'requestMessage', 'Ihre Frage ist ein Pflichtfeld'],
    [{ requestMessage: 'zu kurz' }, 'requestMessage', 'Muss mehr als 10 Ziffern umfassen'],
    [{ reportName: '' }, 'reportName', 'Bericht ist ein Pflichtfeld'],
    [{ reportName: 'Personalbestand' }, 'reportName', 'Diesen Bericht gibt es nicht'],
    [{ contactType: 'PHONE' }, 'phoneNumber', 'Telefonnummer ist ein Pflichtfeld'],
    [{ supportEmail: 'irgendwer@example.org' }, 'supportEmail', 'Passt nicht zur Kontaktinformation des Berichts'],
  ])('refuses %o with 400 naming %s', async (change, field, message) => {
    const before = stored().length;
    const response = await send(form({ ...reportQuestion, ...change }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({ field, message });
    expect(stored()).toHaveLength(before);
  });

  it('refuses a file over 2 MB with the exact German message and stores nothing', async () => {
    const before = stored().length;
    const response = await send(form(reportQuestion, [{ name: 'gross.pdf', content: bytes(3 * 1024 * 1024, 3) }]));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'attachments', message: 'Maximale Dateigröße 2Mb. Dateiname: gross.pdf. Dateigröße 3Mb' }],
    });
    const huge = await send(form(reportQuestion, [{ name: 'riesig.zip', content: bytes(9 * 1024 * 1024, 5) }]));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ errors: [{ field: 'attachments' }] });
    expect(stored()).toHaveLength(before);
  });

  it('refuses fields and file parts it does not know instead of dropping them', async () => {
    const unknownField = await send(form({ ...reportQuestion, prioritaet: 'hoch' }));
    expect(unknownField.status).toBe(400);
    expect(await unknownField.json()).toMatchObject({ errors: [{ field: 'prioritaet', message: 'Unbekanntes Feld' }] });
    const body = form(reportQuestion);
    body.append('anhang', new Blob([bytes(10, 1)]), 'x.png');
    const unknownFile = await send(body);
    expect(unknownFile.status).toBe(400);
    expect(await unknownFile.json()).toMatchObject({ errors: [{ field: 'anhang', message: 'Unbekanntes Feld' }] });
  });

  it('refuses scripts and HTML whatever their content looks like', async () => {
    const before = stored().length;
    for (const [name, content] of [
      ['start.bat', '@echo off\r\ndel /q *'],
      ['seite.html', '<html><body onload="alert(1)"></body></html>'],
    ] as const) {
      const response = await send(form(reportQuestion, [{ name, content: new TextEncoder().encode(content) }]));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [
          {
            field: 'attachments',
            message: `Die Datei ${name} hat kein erlaubtes Format (Bilder, PDF, Office-Dokumente oder Text)`,
          },
        ],
      });
    }
    expect(stored()).toHaveLength(before);
  });

  it('checks the type of each file from its bytes: programs never, and the ending must match the content', async () => {
    const before = stored().length;
    const program = await send(form(reportQuestion, [{ name: 'rechnung.pdf', content: signed('MZ', bytes(500, 3)) }]));
    expect(program.status).toBe(400);
    expect(await program.json()).toMatchObject({
      errors: [
        { field: 'attachments', message: 'Die Datei rechnung.pdf ist ein Programm und kann nicht angehängt werden' },
      ],
    });
    const disguised = await send(
      form(reportQuestion, [{ name: 'foto.png', content: signed('%PDF-1.4', bytes(500, 3)) }]),
    );
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toMatchObject({
      errors: [{ field: 'attachments', message: 'Der Inhalt der Datei foto.png passt nicht zu ihrer Endung' }],
    });
    expect(stored()).toHaveLength(before);
  });

  it('refuses more than five files', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `bild-${i}.png`, content: bytes(10, i + 1) }));
    const response = await send(form(reportQuestion, files));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'attachments', message: 'Höchstens 5 Anhänge' }] });
  });
});

describe('delivery while the mail server is down', () => {
  it('stores the request as failed, retries it with backoff and delivers it once SMTP is back', async () => {
    await sink.stop();
    const response = await send(form({ ...reportQuestion, requestMessage: 'Gesendet, während SMTP ausgefallen war.' }));
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as { id: number; status: string };
    expect(status).toBe('failed');
    const failed = stored().find((r) => r.id === id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.nextAttemptAt).toBeDefined();

    await sink.start();
    const mail = await sink.nextMail();
    expect((await simpleParser(mail.raw)).text).toContain('Gesendet, während SMTP ausgefallen war.');
    await expect.poll(() => stored().find((r) => r.id === id)?.status).toBe('sent');
    expect(stored().find((r) => r.id === id)?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('lets only admins retry a request at once, and not one that is sent', async () => {
    const retry = async (username: string, id: number | string) =>
      fetch(url(`${adminApiPaths.supportRequests}/${id}/retry`), {
        method: 'POST',
        headers: await server.authAs(username),
      });
    const sent = stored().find((r) => r.status === 'sent' && r.accountId === 1);
    expect((await retry('max.muster', sent!.id)).status).toBe(403);
    expect((await retry('anna.admin', sent!.id)).status).toBe(409);
    expect((await retry('anna.admin', 999_999)).status).toBe(404);
  });

  it('keeps stored requests read-only through the data API', async () => {
    const response = await fetch(`${server.url}${API_BASE}/data/supportRequests/1`, {
      method: 'DELETE',
      headers: await server.authAs('anna.admin'),
    });
    expect(response.status).toBe(405);
  });
});

describe('without SMTP_URL', () => {
  it('writes the message as an .eml file into the outbox folder beside the data file', async () => {
    const local = await startTestServer();
    try {
      const response = await fetch(`${local.url}${API_BASE}${portalApiPaths.sendSupportRequest}`, {
        method: 'POST',
        headers: await local.authAs('max.muster'),
        body: form(reportQuestion),
      });
      expect(response.status).toBe(201);
      const outbox = join(local.dbFile, '..', '.tmp', 'mail-outbox');
      expect(existsSync(outbox)).toBe(true);
      const [file] = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      const parsed = await simpleParser(readFileSync(join(outbox, file!)));
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(
        'vertriebscontrolling@sparkassen-portal.example',
      );
    } finally {
      await local.close();
    }
  });
});

describe('contact information in the back office', () => {
  it('refuses a second entry for the same report', async () => {
    const response = await fetch(`${server.url}${API_BASE}/data/contactInfos`, {
      method: 'POST',
      headers: { ...(await server.authAs('anna.admin')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reportName: 'Vertriebsübersicht', supportAvailable: true, jiraChildId: 0 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'reportName', message: 'Dieser Wert ist bereits vergeben.' }],
    });
  });
});
