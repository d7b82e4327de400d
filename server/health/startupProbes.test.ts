import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { COMPILED_SERVER, compiledEntryArgs } from '../testing/compiledServer';
import { copyFixtureDatabase } from '../testing/testServer';
import { freePort } from '../testing/freePort';

let stop = async () => undefined as void;
afterEach(() => stop());

interface Probe {
  status: number | 'refused';
  ms: number;
}

/** One readiness probe with a deadline of a second, as an orchestrator would send it. */
async function probe(url: string): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    // Before the port opens the connection is refused at once; a timeout is what must never happen.
    if (error instanceof Error && error.name === 'TimeoutError') throw new Error('Probe ohne Antwort nach 1 s');
    return { status: 'refused', ms: performance.now() - started };
  }
}

it(
  'answers every probe during start-up within a second: 503 while starting, then UP; readiness DOWN on SIGTERM',
  { timeout: 30_000 },
  async () => {
    const database = copyFixtureDatabase();
    const port = await freePort();
    const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: database.dbFile, SERVE: 'none' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    stop = async () => {
      child.kill('SIGKILL');
      await exited;
      database.remove();
    };
    const url = `http://127.0.0.1:${port}/actuator/health/readiness`;
    const probes: Probe[] = [];
    for (;;) {
      const answer = await probe(url);
      probes.push(answer);
      if (answer.status === 200) break;
      expect(probes.length).toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(probes.every((answer) => answer.ms < 1000)).toBe(true);
    expect(probes.filter((answer) => ![503, 200, 'refused'].includes(answer.status))).toEqual([]);

    // Once the signal is handled, no probe is told UP again (DOWN, or the port is already closed).
    child.kill('SIGTERM');
    let during = await probe(url);
    for (let tries = 0; during.status === 200 && tries < 100; tries++) during = await probe(url);
    expect([503, 'refused']).toContain(during.status);
    expect(await exited).toBe(0);
  },
);
