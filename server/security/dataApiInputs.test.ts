import { expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { htmlPayloads } from '@shared/security/htmlPayloads';
import { inputTexts } from '@shared/texts/inputs';
import { describeOnEachStore } from '../testing/storeVariants';

/**
 * What an editor writes reaches nobody's screen, mail or export as a form, overlay, script or extra line: HTML
 * fields are sanitised, address fields hold only http(s) or relative addresses, single-line fields no line breaks.
 */
describeOnEachStore('HTML, address and single-line fields written through the data API, $name', (server) => {
  const patch = async (path: string, body: unknown) =>
    fetch(`${server.url}${DATA_BASE}${path}`, {
      method: 'PATCH',
      headers: { ...(await server.authAs('anna.admin')), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores a notification and an HTML card without forms, style elements or overlays', async () => {
    const html = htmlPayloads.map((payload) => payload.html).join('');
    expect((await patch('/notifications/1', { message: html })).status).toBe(200);
    expect((await patch('/modules/6', { properties: { htmlText: html } })).status).toBe(200);
    const message = String((await server.record('notifications', 1))?.message);
    const card = (await server.record('modules', 6))?.properties as { htmlText: string };
    for (const stored of [message, card.htmlText]) {
      expect(stored).not.toMatch(/<(?:form|input|button|style|iframe|script)\b|position\s*:|javascript:/i);
      expect(stored).toContain('Bitte neu anmelden');
    }
  }, 30_000);

  it('refuses a javascript: or data: address in a URL field with a German 400 naming it', async () => {
    for (const linkUrl of ['javascript:alert(document.domain)', ' javascript:alert(1)', 'data:text/html,x']) {
      const response = await patch('/modules/11', { properties: { linkUrl } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toContainEqual({ field: 'properties.linkUrl', message: inputTexts.webAddress });
    }
    expect((await patch('/modules/11', { properties: { linkUrl: 'https://www.dsgv.de/' } })).status).toBe(200);
    expect((await patch('/modules/11', { properties: { linkUrl: '/docs/1013' } })).status).toBe(200);
  }, 30_000);

  it('refuses a line break or control character in a single-line field with a German 400 naming it', async () => {
    for (const firstName of ['Max\r\nBcc: evil@evil.example', 'Max\nMuster', 'Max\u0000', 'Max\tMuster']) {
      const response = await patch('/zbvAccounts/1', { firstName });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toContainEqual({ field: 'firstName', message: inputTexts.singleLine });
    }
    expect((await server.record('zbvAccounts', 1))?.firstName).toBe('Max');
    const multiLine = '<p>Erste Zeile</p>\n<p>Zweite Zeile</p>';
    expect((await patch('/notifications/2', { message: multiLine })).status).toBe(200);
  }, 30_000);
});
