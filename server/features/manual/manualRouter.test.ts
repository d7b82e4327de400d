import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths, type ManualNode, type ManualSearchHit } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (user: string, path: string) =>
  fetch(`${server.url}${API_BASE}${path}`, { headers: await server.authAs(user) });
const ids = (node: ManualNode | null): string[] => (node ? [node.pageData.pageId, ...node.children.flatMap(ids)] : []);
const search = async (user: string, term: string) =>
  (
    (await (
      await get(user, `${portalApiPaths.manualSearch}?searchTerms=${encodeURIComponent(term)}`)
    ).json()) as ManualSearchHit[]
  ).map((hit) => hit.pageId);

describe('manual tree and pages', () => {
  it('lists the hierarchy in order, without pages restricted to other organisation roles', async () => {
    const tree = (await (await get('max.muster', portalApiPaths.manualTree)).json()) as ManualNode;
    expect(tree.pageData).toEqual({ pageId: '1000', title: 'Handbuch Kommunikationswelt Radar' });
    expect(tree.children.map((child) => child.pageData.pageId)).toEqual([
      '1001',
      '1006',
      '1013',
      '1018',
      '1023',
      '1026',
    ]);
    expect(ids(tree)).toHaveLength(25);
    expect(ids(tree)).not.toContain('1024');
    const analyst = (await (await get('gabi.analytics', portalApiPaths.manualTree)).json()) as ManualNode;
    expect(ids(analyst)).toEqual(expect.arrayContaining(['1024', '1025']));
  });

  it('serves content with attachment ids, and refuses restricted (403) and unknown (404) pages', async () => {
    const response = await get('max.muster', `${portalApiPaths.manualContent}?pageId=1003`);
    expect(await response.json()).toMatchObject({
      pageId: '1003',
      title: 'Das Dashboard',
      attachments: ['att1003001'],
    });
    expect((await get('max.muster', `${portalApiPaths.manualContent}?pageId=1025`)).status).toBe(403);
    expect((await get('max.muster', `${portalApiPaths.manualAttachments}?pageId=1024`)).status).toBe(403);
    expect((await get('max.muster', `${portalApiPaths.manualContent}?pageId=999`)).status).toBe(404);
    expect((await get('gabi.analytics', `${portalApiPaths.manualContent}?pageId=1025`)).status).toBe(200);
  });

  it('serves attachment files, never runnable', async () => {
    expect(await (await get('max.muster', `${portalApiPaths.manualAttachments}?pageId=1008`)).json()).toEqual([
      'att1008001',
    ]);
    const file = await get('max.muster', `${portalApiPaths.manualAttachments}/att1008001`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect((await get('max.muster', `${portalApiPaths.manualAttachments}/nix`)).status).toBe(404);
  });

  it('refuses a stored name that leaves the attachment folder, at the edge and when the file is read', async () => {
    const storedAs = '../../../../../../../../etc/passwd';
    const created = await fetch(`${server.url}${DATA_BASE}/manualAttachments`, {
      method: 'POST',
      headers: { ...(await server.authAs('anna.admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ pageId: '1003', fileName: 'passwd', mediaType: 'text/plain', size: 1, storedAs }),
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(await created.json())).toContain('storedAs');
    // A record from before this rule (the store checks every write, so it is planted in place) names no file either.
    const record = server.store.collection('manualAttachments').find((attachment) => attachment.id === 'att1008001');
    Object.assign(record ?? {}, { storedAs });
    const file = await get('max.muster', `${portalApiPaths.manualAttachments}/att1008001`);
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('root:');
  });
});

describe('manual search', () => {
  it.each([
    ['Favoriten', '1004'],
    ['favoriten', '1004'],
    ['Favo', '1004'],
    ['Konten wechseln', '1008'],
    ['Wartungsseite', '1016'],
    ['Uebersicht Kacheln Startseite', '1003'],
    ['Abonnement', '1009'],
  ])('%s finds page %s first', async (term, pageId) => {
    expect((await search('max.muster', term))[0]).toBe(pageId);
  });

  it('matches umlauts written either way', async () => {
    expect(await search('max.muster', 'Schlüssel-Wert-Paare')).toContain('1021');
    expect(await search('max.muster', 'schluessel')).toContain('1021');
  });

  it('finds what a manual editor just changed through the back office', async () => {
    expect(await search('max.muster', 'Kachelzauber')).toEqual([]);
    const patched = await fetch(`${server.url}${DATA_BASE}/manualPages/1003`, {
      method: 'PATCH',
      headers: { ...(await server.authAs('hanna.handbuch')), 'content-type': 'application/json' },
      body: JSON.stringify({ content: '<p>Der Kachelzauber ordnet das Dashboard.</p>' }),
    });
    expect(patched.status).toBe(200);
    expect(await search('max.muster', 'Kachelzauber')).toEqual(['1003']);
  });

  it('never lists restricted pages', async () => {
    expect(await search('max.muster', 'Betriebsvergleich')).not.toContain('1025');
    expect(await search('gabi.analytics', 'Betriebsvergleich')).toContain('1025');
    expect(await search('max.muster', '')).toEqual([]);
  });
});
