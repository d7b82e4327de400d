import { spawn } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths';
import { ssoPaths } from '../../src/shared/auth/ssoPaths';
import { COMPILED_SERVER, compiledEntryArgs } from '../testing/compiledServer';
import { freePort } from '../testing/freePort';
import { bearer, signInViaApi } from '../testing/signIn';
import { copyFixtureDatabase } from '../testing/testServer';

const database = copyFixtureDatabase();
afterAll(() => database.remove());

/** The compiled server over one data folder on one port (the issuer includes it); resolves once it listens. */
async function start(port: number) {
  const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: database.dbFile, SERVE: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

it('keeps sign-ins and logouts across a restart, and starts without a warning', { timeout: 60_000 }, async () => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const call = (headers: Record<string, string>) => fetch(`${url}${API_BASE}${ssoPaths.userData}`, { headers });
  const refresh = (refreshToken: string) =>
    fetch(`${url}${API_BASE}${ssoPaths.refresh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });

  const first = await start(port);
  const max = await signInViaApi(url, 'max.muster');
  const anna = await signInViaApi(url, 'anna.admin');
  const logout = await fetch(`${url}${API_BASE}${ssoPaths.logout}`, {
    method: 'POST',
    headers: { ...bearer(anna), 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(logout.status).toBe(200);
  expect(await first.stop()).toBe(0);

  const second = await start(port);
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
});
