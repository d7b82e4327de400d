import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { htmlPayloads } from '@shared/security/htmlPayloads';
import { inputTexts } from '@shared/texts/inputs';
import { storeVariants, type DataTestServer } from '../testing/storeVariants';

/** What an editor writes into an HTML or address field reaches nobody's screen as a form, overlay or script. */
describe.each(storeVariants)('HTML and address fields written through the data API, $name', (variant) => {
  let server: DataTestServer;
  beforeAll(async () => {
    if (!variant.skip) server = await variant.start();
  }, 60_000);
  afterAll(() => server?.close());
  beforeEach((context) => {
    if (variant.skip) context.skip();
  });

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
  });

  it('refuses a javascript: or data: address in a URL field with a German 400 naming it', async () => {
    for (const linkUrl of ['javascript:alert(document.domain)', ' javascript:alert(1)', 'data:text/html,x']) {
      const response = await patch('/modules/11', { properties: { linkUrl } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toContainEqual({ field: 'properties.linkUrl', message: inputTexts.webAddress });
    }
    expect((await patch('/modules/11', { properties: { linkUrl: 'https://www.dsgv.de/' } })).status).toBe(200);
    expect((await patch('/modules/11', { properties: { linkUrl: '/docs/1013' } })).status).toBe(200);
  });
});
