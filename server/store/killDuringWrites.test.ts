import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DATA_BASE } from '../../src/shared/api/paths';
import { bearer, signInViaApi } from '../testing/signIn';
import { copyFixtureDatabase } from '../testing/testServer';
import { projectRoot } from '../web/webEntries';
import { validateDatabase } from './validateDatabase';

const ROUNDS = 6;
const database = copyFixtureDatabase();
afterAll(() => database.remove());

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: 'localhost', DB_FILE: database.dbFile, SERVE: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`Server endete mit ${code}: ${output}`)));
  });
}

it(`survives ${ROUNDS} SIGKILLs during bursts of writes with a parsable, valid db.json and every acknowledged write`, async () => {
  const acknowledged: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { child, url } = await startServer();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const admin = bearer(await signInViaApi(url, 'anna.admin'));
    let running = true;
    const writer = async (lane: number) => {
      for (let n = 0; running; n++) {
        const name = `Kill-Test ${round}-${lane}-${n}`;
        try {
          const response = await fetch(`${url}${DATA_BASE}/groups`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...admin },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          return;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 250));
    child.kill('SIGKILL');
    running = false;
    await Promise.all([exited, ...lanes]);

    const result = validateDatabase(JSON.parse(readFileSync(database.dbFile, 'utf8')));
    expect(result.ok).toBe(true);
    if (result.ok) {
      const names = new Set(result.data.groups.map((group) => group.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    }
  }
  expect(acknowledged.length).toBeGreaterThan(ROUNDS);
}, 120_000);
