import { randomUUID } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { silentLogger } from '../logging/logger';
import type { Jobs } from '../jobs/jobs';
import { openDatabase } from '../store/postgres/database';
import { openReplica } from '../store/postgres/openReplica';
import { fixtures } from '../store/dataFolder';
import { Store } from '../store/store';
import { readDurableDatabase } from './durableDatabase';
import { bearer, signInViaApi } from './signIn';

export interface TestServer {
  url: string;
  /** The app itself, for tests that read its route table (security/endpointMatrix.test.ts). */
  app: Application;
  dbFile: string;
  store: Store;
  /** With DATABASE_URL: the name of its connections in `pg_stat_activity.application_name` (one per server). */
  applicationName?: string;
  /** The server's job leases, for tests that play another instance holding one. */
  jobs: Jobs;
  /** What a restart would read, as db.json text: the file with its journal replayed (compaction runs later). */
  onDisk: () => string;
  /** Authorization header of a fixture user, signed in once through the real flow and cached. */
  authAs: (username: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
}

/** Temporary copies of the tracked db.json and media folder, so tests never change them. */
export function copyFixtureDatabase(): { dbFile: string; mediaDir: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'radar-db-'));
  const dbFile = join(folder, 'db.json');
  const mediaDir = join(folder, 'media');
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    copyFileSync(fixtures.dbFile, dbFile);
    cpSync(fixtures.mediaDir, mediaDir, { recursive: true });
  } catch (error) {
    remove();
    throw error;
  }
  return { dbFile, mediaDir, remove };
}

/** For a failed start: ends the pool, then throws the error again. */
const endingPool =
  (pool: pg.Pool) =>
  async (error: unknown): Promise<never> => {
    await pool.end();
    throw error;
  };

/**
 * The real server pipeline on a free loopback port over a temporary copy of db.json (API only). Its request log
 * goes to `log`: nowhere unless a test asks to read it.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  log: Logger = silentLogger(),
): Promise<TestServer> {
  const { dbFile, mediaDir, remove } = copyFixtureDatabase();
  const config: ServerConfig = {
    ...readConfig({}),
    dbFile,
    mediaDir,
    serve: 'none',
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
  // As in main.ts: with DATABASE_URL one pool for the instance and the features' store a replica of PostgreSQL
  // (the database migrated and loaded by the caller), otherwise the copy of db.json.
  const database = config.databaseUrl
    ? openDatabase(config.databaseUrl, config.databasePoolSize, `radar-test-${randomUUID().slice(0, 8)}`)
    : undefined;
  const store = database ? await openReplica(database).catch(endingPool(database.pool)) : Store.open(config.dbFile);
  const httpServer = createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const { app, close, jobs } = await createApp(config, store, database, httpServer, config.publicUrl ?? url, log);
  httpServer.on('request', app);
  const signedIn = new Map<string, Promise<Record<string, string>>>();
  const authAs = (username: string) => {
    let headers = signedIn.get(username);
    if (!headers) {
      headers = signInViaApi(url, username).then(bearer);
      signedIn.set(username, headers);
    }
    return headers;
  };
  return {
    url,
    app,
    dbFile,
    store,
    applicationName: database?.applicationName,
    jobs,
    onDisk: () => `${JSON.stringify(readDurableDatabase(dbFile), null, 2)}\n`,
    authAs,
    close: async () => {
      store.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await close();
      if (database) {
        await store.shutdown();
        await database.pool.end();
      }
      remove();
    },
  };
}
