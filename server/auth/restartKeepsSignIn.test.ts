import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { fixtures } from '../store/dataFolder';
import { importDatabase } from '../store/postgres/fixtures';
import { migrate } from '../store/postgres/migrate';
import { COMPILED_SERVER, compiledEntryArgs } from '../testing/compiledServer';
import { freePort } from '../testing/freePort';
import { bearer, signInViaApi } from '../testing/signIn';
import { copyFixtureDatabase } from '../testing/testServer';
import {
  postgresAvailable,
  postgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwawayPostgres';

const copies: ReturnType<typeof copyFixtureDatabase>[] = [];
const dataFolder = () => {
  const copy = copyFixtureDatabase();
  copies.push(copy);
  return copy.dbFile;
};
let cluster: ThrowawayPostgres | undefined;
beforeAll(async () => {
  if (postgresAvailable) cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  copies.forEach((copy) => copy.remove());
  await cluster?.stop();
});

/** The compiled server on one port (the issuer includes it); resolves once it listens. */
async function start(port: number, dbFile: string, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_FILE: dbFile,
    SERVE: 'none',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const startLog = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('läuft auf')) resolve(log);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => reject(new Error(`Der Server endete mit ${code}:\n${log}`)));
  });
  return {
    startLog,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Where the sign-in state lives. Beside db.json, the restarted instance opens the same data folder; in
 * PostgreSQL, the instance that follows has a data folder of its own, as another machine behind the balancer would.
 */
const places = [
  {
    name: 'neben db.json',
    skip: false,
    instances: () => {
      const dbFile = dataFolder();
      return Promise.resolve((port: number) => start(port, dbFile));
    },
  },
  {
    name: postgresAvailable ? 'in PostgreSQL' : `in PostgreSQL (übersprungen: keine Programme unter ${postgresBin})`,
    skip: !postgresAvailable,
    instances: async () => {
      const databaseUrl = await cluster!.createDatabase(`restart_${Date.now()}`);
      // The accounts come from PostgreSQL (the features' store is its replica), loaded as an operator would.
      await migrate(databaseUrl);
      await importDatabase(databaseUrl, JSON.parse(readFileSync(fixtures.dbFile, 'utf8')));
      return (port: number) => start(port, dataFolder(), databaseUrl);
    },
  },
];

describe.each(places)('sign-in state $name', ({ skip, instances }) => {
  it.skipIf(skip)(
    'keeps sign-ins and logouts across a restart, and starts without a warning',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const instance = await instances();
      const call = (headers: Record<string, string>) => fetch(`${url}${API_BASE}${ssoPaths.userData}`, { headers });
      const refresh = (refreshToken: string) =>
        fetch(`${url}${API_BASE}${ssoPaths.refresh}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });

      const first = await instance(port);
      const max = await signInViaApi(url, 'max.muster');
      const anna = await signInViaApi(url, 'anna.admin');
      const logout = await fetch(`${url}${API_BASE}${ssoPaths.logout}`, {
        method: 'POST',
        headers: { ...bearer(anna), 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(logout.status).toBe(200);
      expect(await first.stop()).toBe(0);

      const second = await instance(port);
      try {
        expect((await call(bearer(max))).status, 'max bleibt angemeldet').toBe(200);
        expect((await refresh(max.refresh_token ?? '')).status, 'sein Refresh-Token gilt weiter').toBe(200);
        expect((await call(bearer(anna))).status, 'annas Abmeldung gilt weiter').toBe(401);
        expect((await refresh(anna.refresh_token ?? '')).status).toBe(401);
        // Neither a library's warning on the console nor a log line of level warn (40) or worse while starting.
        expect(first.startLog + second.startLog).not.toMatch(/warn|"level":[4-6]0/i);
      } finally {
        await second.stop();
      }
    },
  );
});
