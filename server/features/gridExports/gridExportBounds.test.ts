import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import type { GridExportRequest, GridExportStarted } from '@shared/gridExport/gridExportApi';
import { adminApiPaths } from '@shared/routes';
import { gridExportTexts } from '@shared/texts';
import type { AuthenticatedLocals } from '../../auth/authenticate';
import { principalFor } from '../../auth/userData';
import { silentLogger } from '../../logging/logger';
import { EmbeddedCollectionStore } from '../../store/embeddedCollectionStore';
import { Store } from '../../store/store';
import { gridExportRequest } from '../../testing/gridExportRequest';
import { copyFixtureDatabase } from '../../testing/testServer';
import { gridExportLimits } from './exportLimits';
import { gridExportRoutes } from './gridExportsRouter';
import { LocalExportRecords } from './localExportRecords';

/**
 * The bounds of an export (rows, time, the ticket's minute) and a cancel while the file is written, on the routes
 * alone with tight limits, as anna.admin (the token check is the app's, tested with it).
 */
const accounts = gridExportRequest();

const fixture = copyFixtureDatabase();
const store = Store.open(fixture.dbFile);
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  store.close();
  fixture.remove();
});

/** The export routes with these limits; `slowPages` lets each read of the store take that long. */
async function serve(limits: Partial<typeof gridExportLimits>, slowPages = 0) {
  const records = new (class extends EmbeddedCollectionStore {
    override async list(...args: Parameters<EmbeddedCollectionStore['list']>) {
      await new Promise((resolve) => setTimeout(resolve, slowPages));
      return super.list(...args);
    }
  })(store);
  const routes = gridExportRoutes({
    store,
    records,
    exports: new LocalExportRecords(),
    limits: { ...gridExportLimits, ...limits },
  });
  const app = express();
  app.use((req, res, next) => {
    req.log = silentLogger();
    const anna = store.byId('zbvAccounts', 2)!;
    const locals: Partial<AuthenticatedLocals> = { principal: principalFor(store, anna) };
    Object.assign(res.locals, locals);
    next();
  });
  app.use(API_BASE, routes.downloads, routes.router);
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const json = { 'Content-Type': 'application/json' };
  return {
    url,
    start: (request: GridExportRequest = accounts) =>
      fetch(`${url}${API_BASE}${adminApiPaths.gridExports}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(request),
      }),
    progress: async (id: string) =>
      (await fetch(`${url}${API_BASE}${adminApiPaths.gridExports}/${id}`)).json() as Promise<Record<string, unknown>>,
    cancel: (id: string) => fetch(`${url}${API_BASE}${adminApiPaths.gridExports}/${id}/cancel`, { method: 'POST' }),
  };
}

let total: number;
beforeAll(() => {
  total = store.collection('zbvAccounts').length;
});

it('refuses a list longer than the bound with a German message', async () => {
  const routes = await serve({ maxRows: { ...gridExportLimits.maxRows, csv: 5 } });
  const response = await routes.start();
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    code: 'EXPORT_TOO_LARGE',
    message: gridExportTexts.tooLarge(total, 5),
  });
  expect(gridExportTexts.tooLarge(31, 5)).toBe(
    'Die Liste umfasst 31 Datensätze; exportiert werden höchstens 5. Bitte grenzen Sie sie mit Filtern ein.',
  );
});

it('breaks the download off at the time bound and says why', async () => {
  const routes = await serve({ maxMs: 0, pageSize: 5 });
  const started = (await (await routes.start()).json()) as GridExportStarted;
  await expect(fetch(`${routes.url}${started.url}`).then((file) => file.text())).rejects.toThrow();
  expect(await routes.progress(started.id)).toMatchObject({
    phase: 'failed',
    written: 5,
    message: gridExportTexts.tooLong(0),
  });
});

it('stops writing when the user cancels, and the download breaks off', async () => {
  const routes = await serve({ pageSize: 1, reportEveryMs: 0 }, 20);
  const started = (await (await routes.start()).json()) as GridExportStarted;
  const file = await fetch(`${routes.url}${started.url}`);
  const reader = file.body!.getReader();
  await reader.read();
  expect((await routes.cancel(started.id)).status).toBe(204);
  await expect(
    (async () => {
      for (;;) if ((await reader.read()).done) return;
    })(),
  ).rejects.toThrow();
  const progress = await routes.progress(started.id);
  expect(progress).toMatchObject({ phase: 'cancelled' });
  expect(progress.written).toBeLessThan(total);
});

it('says the download did not begin when the ticket’s time ran out', async () => {
  const routes = await serve({ ticketMs: 0 });
  const started = (await (await routes.start()).json()) as GridExportStarted;
  expect((await fetch(`${routes.url}${started.url}`)).status).toBe(404);
  expect(await routes.progress(started.id)).toMatchObject({ phase: 'failed', message: gridExportTexts.notStarted });
});
