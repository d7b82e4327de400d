import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi/paths';
import { bearer, signInViaApi } from '../testing/signIn';
import { COMPILED_KILL_HARNESS, COMPILED_SERVER, compiledEntryArgs } from '../testing/compiledServer';
import { copyFixtureDatabase } from '../testing/testServer';
import { projectRoot } from '../projectRoot';
import { validateDatabase } from './validateDatabase';

/** 20 rounds in `npm test`; `npm run test:soak` runs 200 before each release note. */
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
/** The full server (token check, every feature) for a few rounds, the store's write paths alone for the many. */
const FULL_SERVER_ROUNDS = 2;
const FULL_SERVER = COMPILED_SERVER;
const HARNESS = COMPILED_KILL_HARNESS;
const GROUP_LANES = 5;
const PREFERENCE_LANES = 2;
/** Every few rounds the kill comes while the server is still starting (replaying and folding the journal). */
const KILL_DURING_START_EVERY = 5;

// Each test on its own copy: the expectations of one start from the fixture, not from what the other left.
let database: ReturnType<typeof copyFixtureDatabase>;
beforeEach(() => {
  database = copyFixtureDatabase();
});
afterEach(() => database.remove());

interface Running {
  child: ChildProcess;
  url: string;
}

interface Launch {
  child: ChildProcess;
  ready: Promise<Running>;
  /** The harness waits with its modules loaded for this before it opens the store (the full server starts at once). */
  go: () => void;
}

function spawnServer(entry: string): Launch {
  const child = spawn(process.execPath, compiledEntryArgs(entry), {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: 'localhost', DB_FILE: database.dbFile, SERVE: 'none' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const ready = new Promise<Running>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => reject(new Error(`Server endete mit ${code ?? signal}: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, go: () => child.stdin?.end('go\n') };
}

/**
 * Loading the server's modules takes a second on a busy two-core machine, 200 times over. The harness is
 * therefore spawned ahead and kept waiting, modules loaded, store untouched; a restart is then what it is in
 * production after the loading: Store.open (journal replay, compaction) and listen.
 */
function launcher(entry: string) {
  const standby: Launch[] = [];
  const ahead = entry === HARNESS ? 2 : 0;
  return {
    next(): Launch {
      while (standby.length <= ahead) standby.push(spawnServer(entry));
      const launch = standby.shift()!;
      launch.go();
      return launch;
    },
    async close() {
      for (const { child } of standby.splice(0)) {
        child.kill('SIGKILL');
        await killed(child);
      }
    },
  };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * What a write may have left: the value of the last acknowledged write, or (while a write was in flight when
 * the process died) the value that write carried. `null` is "absent".
 */
interface Expectation {
  acked: string | null;
  inFlight?: string | null;
}

type DatabaseState = Extract<ReturnType<typeof validateDatabase>, { ok: true }>['data'];

function checkDatabase(
  groups: Map<string, Expectation>,
  preferences: Map<string, Expectation>,
  unconfirmed: Set<string>,
): string[] {
  const result = validateDatabase(JSON.parse(readFileSync(database.dbFile, 'utf8')));
  if (!result.ok) return [`db.json ungültig: ${JSON.stringify(result.problems.slice(0, 3))}`];
  const data: DatabaseState = result.data;
  const lost: string[] = [];
  const groupName = new Map(data.groups.map((group) => [String(group.id), group.name]));
  // A create that was in flight when the process died may have reached the journal: from now on it counts.
  for (const group of data.groups) {
    if (unconfirmed.delete(group.name)) groups.set(String(group.id), { acked: group.name });
  }
  unconfirmed.clear();
  for (const [id, expected] of groups) {
    const actual = groupName.get(id) ?? null;
    if (actual !== expected.acked && (expected.inFlight === undefined || actual !== expected.inFlight)) {
      lost.push(`groups/${id}: ${actual} statt ${expected.acked}`);
    }
    if (actual === null) groups.delete(id);
    else groups.set(id, { acked: actual });
  }
  const preference = new Map(data.userPreferences.map((p) => [p.key, JSON.stringify(p.value)]));
  for (const [key, expected] of preferences) {
    const actual = preference.get(key) ?? null;
    if (actual !== expected.acked && (expected.inFlight === undefined || actual !== expected.inFlight)) {
      lost.push(`userPreferences/${key}: ${actual} statt ${expected.acked}`);
    }
    preferences.set(key, { acked: actual });
  }
  return lost;
}

async function killRounds(entry: string, rounds: number, window: { min: number; spread: number }): Promise<void> {
  const groups = new Map<string, Expectation>();
  const preferences = new Map<string, Expectation>();
  const unconfirmed = new Set<string>();
  let acknowledged = 0;
  let restarts = 0;
  let startup = 300;
  const launches = launcher(entry);
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const { ready, child } = launches.next();
    if (round % KILL_DURING_START_EVERY === KILL_DURING_START_EVERY - 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * startup));
      child.kill('SIGKILL');
      await Promise.allSettled([ready, killed(child)]);
      continue;
    }
    const { url } = await ready;

    startup = performance.now() - started;
    restarts += 1;
    // Store.open folded the replayed journal into db.json before the server listened.
    expect(checkDatabase(groups, preferences, unconfirmed)).toEqual([]);
    const token = entry === FULL_SERVER ? bearer(await signInViaApi(url, 'anna.admin')) : {};
    const headers = { 'Content-Type': 'application/json', ...token };
    let running = true;
    let flowing: () => void = () => undefined;
    const firstAcknowledged = new Promise<void>((resolve) => (flowing = resolve));
    const acknowledge = () => {
      acknowledged += 1;
      flowing();
    };
    const send = async (path: string, method: string, body?: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as { id?: number } | null };
    };
    const groupLane = async (lane: number) => {
      const own: string[] = [];
      for (let n = 0; running; n++) {
        const name = `Kill-Test ${round}-${lane}-${n}`;
        const id = own[Math.floor(Math.random() * own.length)];
        const roll = Math.random();
        try {
          if (id === undefined || (own.length < 3 && roll < 0.5)) {
            unconfirmed.add(name);
            const created = await send(`${DATA_BASE}/groups`, 'POST', { name });
            if (created.status !== 201 || created.body?.id === undefined) throw new Error(`POST ${created.status}`);
            unconfirmed.delete(name);
            groups.set(String(created.body.id), { acked: name });
            own.push(String(created.body.id));
            acknowledge();
          } else if (roll < 0.8) {
            const expected = groups.get(id)!;
            expected.inFlight = name;
            const patched = await send(`${DATA_BASE}/groups/${id}`, 'PATCH', { name });
            if (patched.status !== 200) throw new Error(`PATCH ${patched.status}`);
            groups.set(id, { acked: name });
            acknowledge();
          } else {
            groups.get(id)!.inFlight = null;
            const removed = await send(`${DATA_BASE}/groups/${id}`, 'DELETE');
            if (removed.status !== 200) throw new Error(`DELETE ${removed.status}`);
            groups.set(id, { acked: null });
            own.splice(own.indexOf(id), 1);
            acknowledge();
          }
        } catch (error) {
          if (running) throw error;
          return;
        }
      }
    };
    const preferenceLane = async (lane: number) => {
      const key = `kill-test-${lane}`;
      for (let n = 0; running; n++) {
        const value = `${round}-${n}`;
        const expected = preferences.get(key) ?? { acked: null };
        preferences.set(key, { ...expected, inFlight: JSON.stringify(value) });
        try {
          const stored = await send(`${API_BASE}${portalApiPaths.preferences}/${key}`, 'PUT', { value });
          if (stored.status !== 200) throw new Error(`PUT ${stored.status}`);
          preferences.set(key, { acked: JSON.stringify(value) });
          acknowledge();
        } catch (error) {
          if (running) throw error;
          return;
        }
      }
    };
    const lanes = [
      ...Array.from({ length: GROUP_LANES }, (_, lane) => groupLane(lane)),
      ...Array.from({ length: PREFERENCE_LANES }, (_, lane) => preferenceLane(lane)),
    ];
    // The kill comes while writes flow (whatever a loaded machine makes of the first requests of a new process).
    await Promise.race([firstAcknowledged, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => setTimeout(resolve, window.min + Math.random() * window.spread));
    running = false;
    child.kill('SIGKILL');
    await Promise.all([killed(child), ...lanes]);
  }
  const { ready, child } = launches.next();
  await ready;
  expect(checkDatabase(groups, preferences, unconfirmed)).toEqual([]);
  child.kill('SIGKILL');
  await killed(child);
  await launches.close();
  console.log(
    `${entry}: ${rounds} Kills, ${restarts} Neustarts mit Schreiblast, ${acknowledged} bestätigte Schreibvorgänge`,
  );
  expect(restarts).toBeGreaterThan(rounds / 2);
  expect(acknowledged).toBeGreaterThan(restarts);
}

it(`survives ${FULL_SERVER_ROUNDS} SIGKILLs of the full server during mixed concurrent writes`, async () => {
  await killRounds(FULL_SERVER, FULL_SERVER_ROUNDS, { min: 0, spread: 300 });
}, 120_000);

it(`survives ${ROUNDS} SIGKILLs during mixed concurrent writes: every acknowledged write is there and db.json valid after each restart`, async () => {
  await killRounds(HARNESS, ROUNDS, { min: 0, spread: 100 });
}, 900_000);
