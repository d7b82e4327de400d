import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { postgresAvailable, startCluster } from './throwawayPostgres';

const connect = async (port: number) => {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  await client.end();
};

/** The command lines of the machine's processes that name `text`. */
const processesNaming = (text: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text));

describe.skipIf(!postgresAvailable)('a throw-away PostgreSQL cluster', () => {
  it('is stopped and removed when the process that started it is killed before its teardown', async () => {
    const owner = spawn('sleep', ['600'], { stdio: 'ignore' });
    const cluster = await startCluster({ owner: owner.pid });
    try {
      await connect(cluster.port);
      owner.kill('SIGKILL');
      await vi.waitFor(() => expect(existsSync(cluster.folder)).toBe(false), { timeout: 15_000, interval: 100 });
      await expect(connect(cluster.port)).rejects.toThrow();
      expect(processesNaming(cluster.folder)).toEqual([]);
    } finally {
      owner.kill('SIGKILL');
      await cluster.stop();
    }
  }, 30_000);

  it('keeps running while its owner lives, and its watchdog ends with an orderly stop', async () => {
    const cluster = await startCluster();
    await connect(cluster.port);
    expect(processesNaming(`radar-postgres-watchdog ${process.pid} ${cluster.folder}`)).toHaveLength(1);
    await cluster.stop();
    expect(existsSync(cluster.folder)).toBe(false);
    await vi.waitFor(() => expect(processesNaming(cluster.folder)).toEqual([]), { timeout: 5_000, interval: 100 });
  }, 30_000);
});
