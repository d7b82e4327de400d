import { execFile, execFileSync } from 'node:child_process';
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

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, with no system service:
 * initdb, pg_ctl start (about 2 s), and on `stop` an immediate shutdown and the folder removed. The cluster
 * uses UTF-8 with the C.UTF-8 locale, so text sorts by code point like JavaScript and `lower` knows umlauts.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-pg-'));
  const data = join(folder, 'data');
  const asOwner = asClusterOwner(folder);
  const port = await freePort();
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name: string, template?: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const copy = template === undefined ? '' : ` TEMPLATE ${pg.escapeIdentifier(template)}`;
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${copy}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  };
  return { url, createDatabase, stop };
}
