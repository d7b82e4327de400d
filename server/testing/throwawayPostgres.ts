import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort';

const run = promisify(execFile);

/** Where Debian puts the server binaries (`apt-get install postgresql`); POSTGRES_BIN overrides it. */
export const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
export const postgresAvailable = existsSync(join(postgresBin, 'initdb')) && existsSync(join(postgresBin, 'pg_ctl'));

export interface ThrowawayPostgres {
  /** `postgres://…` of the cluster's `postgres` database. */
  url: string;
  /**
   * A new database in the cluster (a copy of `template` when given, which takes a fraction of a second), so each
   * test of a file starts clean without a second cluster. Answers its URL.
   */
  createDatabase: (name: string, template?: string) => Promise<string>;
  stop: () => Promise<void>;
  /**
   * A cluster of its own only (not the unit run's shared one): stops the server as an operator's `pg_ctl stop -m
   * fast` does (every connection ended, the data kept) and starts it again on the same port (resolves once it
   * accepts connections). For the fault tests.
   */
  outage?: { stopServer: () => Promise<void>; startServer: () => Promise<void> };
}

/** How a binary of the server runs for the cluster's folder: as root, as the `postgres` user of the package. */
function commandAsOwner(folder: string): (binary: string, args: string[]) => string[] {
  if (userInfo().uid !== 0) return (binary, args) => [join(postgresBin, binary), ...args];
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, id('-u'), id('-g'));
  return (binary, args) => ['runuser', '-u', 'postgres', '--', join(postgresBin, binary), ...args];
}

/**
 * Stops the cluster and removes its folder once `owner` is gone without doing so (killed, or ended without its
 * teardown); ends by itself once the folder is removed. A shell of its own session, so the signal that ends the
 * owner's process group does not end it too. Arguments: the owner's pid, the folder, the stop command.
 */
const WATCHDOG = `owner=$1; folder=$2; shift 2
while kill -0 "$owner" 2>/dev/null && [ -d "$folder" ]; do sleep 1; done
if [ -d "$folder" ]; then "$@" >/dev/null 2>&1; rm -rf "$folder"; fi`;

function watchOwner(owner: number, folder: string, stopCommand: readonly string[]): void {
  spawn('sh', ['-c', WATCHDOG, 'radar-postgres-watchdog', String(owner), folder, ...stopCommand], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

/** A test's cluster: no fsync (nothing needs to survive a power cut, and it spares the shared disk). */
export const FAST_SETTINGS = '-c fsync=off';
/** Production durability, for a benchmark: every commit flushed to disk before it is acknowledged. */
export const DURABLE_SETTINGS = '-c fsync=on -c synchronous_commit=on';

/** A cluster started in a temporary folder: its port and how to stop it (an immediate shutdown, folder removed). */
interface StartedCluster {
  port: number;
  folder: string;
  stop: () => Promise<void>;
  stopServer: () => Promise<void>;
  startServer: () => Promise<void>;
}

export interface ClusterOptions {
  /** A free loopback port when not given. */
  port?: number;
  /** Server settings (`-c name=value …`), FAST_SETTINGS unless given. */
  settings?: string;
  /** The process whose end stops the cluster when it did not (this one unless given). */
  owner?: number;
  /** Where the cluster's temporary folder is made (the system's temporary folder unless given). */
  parent?: string;
}

/**
 * initdb and pg_ctl start (about 2 s) in a temporary folder, on a free loopback port, with no system service. The
 * cluster uses UTF-8 with the C.UTF-8 locale, so text sorts by code point like JavaScript and `lower` knows umlauts.
 * When `owner` ends without `stop`, a watchdog stops the cluster and removes the folder within about a second: an
 * interrupted test run leaves nothing behind.
 */
export async function startCluster({
  port,
  settings = FAST_SETTINGS,
  owner = process.pid,
  parent = tmpdir(),
}: ClusterOptions = {}): Promise<StartedCluster> {
  const folder = mkdtempSync(join(parent, 'radar-pg-'));
  const data = join(folder, 'data');
  const asOwner = commandAsOwner(folder);
  const runAsOwner = ([command = '', ...args]: readonly string[]) => run(command, args);
  const stopCommand = asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  port ??= await freePort();
  const stop = async () => {
    await runAsOwner(stopCommand).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  watchOwner(owner, folder, stopCommand);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 ${settings}`;
  const startServer = async () => {
    await runAsOwner(asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']));
  };
  const stopServer = async () => {
    await runAsOwner(asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  };
  try {
    await runAsOwner(
      asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']),
    );
    await startServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, folder, stop, stopServer, startServer };
}

/**
 * Set by the unit tests' global set-up (server/testing/sharedPostgres.ts) to the port of the one cluster the whole
 * run shares; the cluster may still be starting when a test file begins.
 */
export const SHARED_CLUSTER_ENV = 'RADAR_TEST_POSTGRES_PORT';
/** How long a test file waits for the shared cluster to accept connections. */
const SHARED_CLUSTER_WAIT_MS = 60_000;

async function acceptsConnections(port: number): Promise<void> {
  const deadline = Date.now() + SHARED_CLUSTER_WAIT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`Der gemeinsame PostgreSQL-Testcluster antwortet nicht: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A PostgreSQL cluster for a test file. In a Vitest run with the global set-up, a share of the run's one cluster
 * (starting a cluster per file was a tenth of the unit phase): the file's databases get a prefix of their own, and
 * `stop` leaves the cluster to the set-up. Elsewhere (the cluster test, benchmarks) a cluster of its own, with
 * production durability when `durable` (the shared one never is).
 */
export async function startThrowawayPostgres({ durable = false } = {}): Promise<ThrowawayPostgres> {
  const sharedPort = Number(process.env[SHARED_CLUSTER_ENV]);
  if (sharedPort > 0) {
    await acceptsConnections(sharedPort);
    return handleOf(sharedPort, `f${randomBytes(4).toString('hex')}_`, () => Promise.resolve());
  }
  const cluster = await startCluster({ settings: durable ? DURABLE_SETTINGS : FAST_SETTINGS });
  return { ...handleOf(cluster.port, '', cluster.stop), outage: cluster };
}

function handleOf(port: number, prefix: string, stop: () => Promise<void>): ThrowawayPostgres {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name: string, template?: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const copy = template === undefined ? '' : ` TEMPLATE ${pg.escapeIdentifier(prefix + template)}`;
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(prefix + name)}${copy}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(prefix + name)}`;
  };
  return { url, createDatabase, stop };
}
