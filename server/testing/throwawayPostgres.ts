import { execFile, execFileSync } from 'node:child_process';
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
}

/** initdb and the server refuse to run as root: as root they run as the `postgres` user of the package. */
function asClusterOwner(folder: string): (binary: string, args: string[]) => Promise<unknown> {
  if (userInfo().uid !== 0) return (binary, args) => run(join(postgresBin, binary), args);
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, id('-u'), id('-g'));
  return (binary, args) => run('runuser', ['-u', 'postgres', '--', join(postgresBin, binary), ...args]);
}

/** A cluster started in a temporary folder: its port and how to stop it (an immediate shutdown, folder removed). */
interface StartedCluster {
  port: number;
  stop: () => Promise<void>;
}

/**
 * initdb and pg_ctl start (about 2 s) in a temporary folder, on a free loopback port, with no system service. The
 * cluster uses UTF-8 with the C.UTF-8 locale, so text sorts by code point like JavaScript and `lower` knows umlauts.
 */
export async function startCluster(port?: number, extraOptions = ''): Promise<StartedCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-pg-'));
  const data = join(folder, 'data');
  const asOwner = asClusterOwner(folder);
  port ??= await freePort();
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off ${extraOptions}`;
    await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
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
 * `stop` leaves the cluster to the set-up. Elsewhere (the cluster test, benchmarks) a cluster of its own.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const sharedPort = Number(process.env[SHARED_CLUSTER_ENV]);
  if (sharedPort > 0) {
    await acceptsConnections(sharedPort);
    return handleOf(sharedPort, `f${randomBytes(4).toString('hex')}_`, () => Promise.resolve());
  }
  const cluster = await startCluster();
  return handleOf(cluster.port, '', cluster.stop);
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
