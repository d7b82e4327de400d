import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { projectRoot } from '../projectRoot';
import { importDatabase } from '../store/postgres/fixtures';
import { migrate } from '../store/postgres/migrate';
import { startTestServer, type TestServer } from './testServer';
import { startThrowawayPostgres } from './throwawayPostgres';

export interface Instances {
  /** Two test servers on one database, as behind a round-robin balancer. */
  servers: [TestServer, TestServer];
  stop: () => Promise<void>;
}

/** A throw-away cluster loaded with the fixtures as `db:import` loads them, and two servers with DATABASE_URL on it. */
export async function startTwoInstancesOnOneDatabase(overrides: Partial<ServerConfig> = {}): Promise<Instances> {
  const cluster = await startThrowawayPostgres();
  const started: TestServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.close()));
    await cluster.stop();
  };
  try {
    const databaseUrl = await cluster.createDatabase('instances');
    await migrate(databaseUrl);
    const imported = await importDatabase(databaseUrl, JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')));
    if (!imported.ok) throw new Error('db.json ließ sich nicht importieren');
    started.push(await startTestServer({ ...overrides, databaseUrl }));
    started.push(await startTestServer({ ...overrides, databaseUrl }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers: [started[0]!, started[1]!], stop };
}
