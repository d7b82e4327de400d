import { execFileSync, execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '@server/projectRoot';
import { collectionNames } from '@shared/schemas/collections';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '@server/testing/throwawayPostgres';

/**
 * The Dockerfile's runtime stage, run outside a container (no image registry is reachable here): its ENV, its
 * COPY --from=build of the built tree, its RUN steps (`npm ci --omit=dev`) and its CMD, in a folder of its own.
 * A step this reader does not understand fails the test, so the recipe cannot hold a step CI never ran.
 */
interface Recipe {
  env: Record<string, string>;
  copies: { from: string[]; to: string }[];
  runs: string[];
  cmd: string[];
}

const CONTAINER_METADATA = new Set(['WORKDIR', 'USER', 'EXPOSE', 'HEALTHCHECK']);

function readRuntimeStage(): Recipe {
  const lines = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^FROM \S+ AS runtime$/.test(line));
  const recipe: Recipe = { env: {}, copies: [], runs: [], cmd: [] };
  for (const line of lines.slice(start + 1).filter((l) => l.trim() && !l.startsWith('#'))) {
    const [instruction = '', ...rest] = line.split(' ');
    const args = rest.filter((arg) => !arg.startsWith('--chown='));
    if (instruction === 'ENV') {
      for (const pair of args) recipe.env[pair.split('=')[0]!] = pair.slice(pair.indexOf('=') + 1);
    } else if (instruction === 'COPY' && args[0] === '--from=build') {
      const paths = args.slice(1);
      recipe.copies.push({ from: paths.slice(0, -1).map((path) => relative('/app', path)), to: paths.at(-1)! });
    } else if (instruction === 'RUN') {
      recipe.runs.push(args.join(' '));
    } else if (instruction === 'CMD') {
      recipe.cmd = JSON.parse(args.join(' ')) as string[];
    } else if (!CONTAINER_METADATA.has(instruction)) {
      throw new Error(`Schritt im Dockerfile, den der Test nicht ausführt: ${line}`);
    }
  }
  return recipe;
}

/** Whether a process of the group is still there (signal 0 only asks). */
const groupAlive = (groupId: number) => {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
};

const folder = mkdtempSync(join(tmpdir(), 'radar-production-'));
const recipe = readRuntimeStage();
let cluster: ThrowawayPostgres | undefined;
beforeAll(async () => {
  expect(existsSync(join(projectRoot, 'dist/server/main.js')), 'zuerst "npm run build"').toBe(true);
  for (const copy of recipe.copies) {
    for (const from of copy.from) {
      const target = copy.to.endsWith('/') ? join(folder, copy.to, from.split('/').at(-1)!) : join(folder, copy.to);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(projectRoot, from), target, { recursive: true, preserveTimestamps: true });
    }
  }
  for (const run of recipe.runs) execSync(run, { cwd: folder, stdio: 'pipe' });
  if (postgresAvailable) cluster = await startThrowawayPostgres();
}, 300_000);
afterAll(async () => {
  await cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The image's CMD in the install folder with its ENV and `env`; rejects with its output when it ends instead. */
async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const [command = '', ...args] = recipe.cmd;
  const child = spawn(command, args, {
    cwd: folder,
    // The embedded provider stands in for the bank's identity provider, as in compose.yaml.
    env: { ...process.env, ...recipe.env, HOST: 'localhost', PORT: '0', DEV_IDP_ENABLED: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // End the whole process group, and wait until it is gone, so that the server's shutdown (it writes its data on
  // the way out) is over before the folder is removed.
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await vi.waitFor(() => expect(groupAlive(child.pid!)).toBe(false), { timeout: 30_000, interval: 100 });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('exit', (code) => reject(new Error(`Start endete mit ${code}:\n${output}`)));
    });
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** An operator's command of the install (`node dist/scripts/…`): its output, or the error with it. */
const operatorCommand = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync('node', [`dist/scripts/${script}.js`, ...args], {
    cwd: folder,
    env: { ...process.env, ...recipe.env, ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });

it('installs without dev dependencies and serves health and both entries', { timeout: 120_000 }, async () => {
  expect(existsSync(join(folder, 'node_modules/vite')), 'keine Entwicklungspakete').toBe(false);
  const server = await startServer();
  try {
    expect(server.output()).toMatch(/Entwicklungs-Anmeldung läuft unter NODE_ENV=production/);
    const health = await fetch(`${server.url}/actuator/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'UP' });
    expect((await fetch(`${server.url}/actuator/health/readiness`)).status).toBe(200);
    for (const entry of ['/', '/admin']) {
      const page = await fetch(server.url + entry, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    }
  } finally {
    await server.stop();
  }
});

describe.skipIf(!postgresAvailable)('on PostgreSQL', () => {
  it(
    'runs migrate, check, import and export as documented, then starts on the database',
    { timeout: 180_000 },
    async () => {
      const env = { DATABASE_URL: await cluster!.createDatabase('production_install') };
      expect(operatorCommand('db-migrate', [], env)).toContain('Migrationen angewandt.');
      expect(operatorCommand('db-check', ['data/db.json'], env)).toMatch(
        new RegExp(`db\\.json ist gültig \\(${collectionNames.length} Sammlungen`),
      );
      expect(operatorCommand('db-import', ['data/db.json'], env)).toMatch(/importiert \(\d+ Datensätze\)/);
      expect(operatorCommand('db-export', ['exported.json'], env)).toContain('exported.json geschrieben.');
      const exported = JSON.parse(readFileSync(join(folder, 'exported.json'), 'utf8')) as Record<string, unknown[]>;
      const shipped = JSON.parse(readFileSync(join(folder, 'data/db.json'), 'utf8')) as Record<string, unknown[]>;
      for (const [name, records] of Object.entries(shipped)) expect(exported[name], name).toHaveLength(records.length);
      expect(operatorCommand('db-check', ['exported.json'], env)).toContain('ist gültig');

      const server = await startServer(env);
      try {
        expect(server.output()).toMatch(/Daten: PostgreSQL/);
        expect((await fetch(`${server.url}/actuator/health/readiness`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );

  it('says in one line that migrations/ is missing instead of a stack', { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: await cluster!.createDatabase('without_migrations') };
    renameSync(join(folder, 'migrations'), join(folder, 'migrations.away'));
    try {
      const refused = startServer(env);
      await expect(refused).rejects.toThrow(/Start endete mit 1/);
      const message = String(await refused.catch((error: unknown) => error));
      expect(message).toMatch(/Der Ordner der Datenbank-Migrationen fehlt/);
      expect(message).not.toMatch(/\n\s+at /);
      expect(() => operatorCommand('db-migrate', [], env)).toThrow(/Der Ordner der Datenbank-Migrationen fehlt/);
    } finally {
      renameSync(join(folder, 'migrations.away'), join(folder, 'migrations'));
    }
  });
});
