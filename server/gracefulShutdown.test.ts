import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { bearer, signInViaApi } from './testing/signIn';
import { COMPILED_SERVER, compiledEntryArgs } from './testing/compiledServer';
import { copyFixtureDatabase } from './testing/testServer';

let database: ReturnType<typeof copyFixtureDatabase>;
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  database.remove();
});

/** The compiled server over the test's data file; resolves with its address once it says it runs. */
function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
    env: { ...process.env, PORT: '0', HOST: 'localhost', DB_FILE: database.dbFile, SERVE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`Server endete mit ${code}: ${output}`)));
  });
  return { child, url, exited, output: () => output };
}

it('SIGTERM with a slow write in flight: the write is acknowledged and kept, the stop logged, exit 0 in time', async () => {
  database = copyFixtureDatabase();
  const first = startServer({ SHUTDOWN_TIMEOUT_MS: '5000', SHUTDOWN_DRAIN_DELAY_MS: '500' });
  const url = await first.url;
  const headers = bearer(await signInViaApi(url, 'anna.admin'));
  const body = JSON.stringify({ name: 'Beim Beenden angelegt' });

  // The client sends the first half of its body, the server is told to stop, then the rest arrives.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(`${url}${DATA_BASE}/groups`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    call.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    call.once('error', reject);
    call.write(body.slice(0, 10));
    setTimeout(() => {
      first.child.kill('SIGTERM');
      setTimeout(() => call.end(body.slice(10)), 300);
    }, 300);
  });
  const started = performance.now();
  const acknowledged = await answer;
  expect(acknowledged.status).toBe(201);
  const id = (JSON.parse(acknowledged.body) as { id: number }).id;
  expect(await first.exited).toBe(0);
  expect(performance.now() - started).toBeLessThan(5000);
  // The operator's log says when the stop began and that it ended, with the requests answered in between.
  expect(first.output()).toContain('Kommunikationswelt Radar wird beendet (SIGTERM)');
  expect(first.output()).toContain('Kommunikationswelt Radar beendet (nach dem Signal beantwortete Anfragen: 1)');

  const second = startServer();
  const again = await second.url;
  const stored = await fetch(`${again}${DATA_BASE}/groups/${id}`, {
    headers: bearer(await signInViaApi(again, 'anna.admin')),
  });
  expect(stored.status).toBe(200);
  expect(await stored.json()).toMatchObject({ name: 'Beim Beenden angelegt' });
}, 30_000);
