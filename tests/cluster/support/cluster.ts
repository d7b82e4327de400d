import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@server/testing/freePort';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@server/testing/throwawayPostgres';
import { projectRoot } from '@server/projectRoot';
import { startBalancer, type Balancer } from './balancer';
import { writeClusterData } from './clusterData';
import { Instance } from './instance';

const run = promisify(execFile);

export interface Cluster {
  /** The database every instance's data lives in. */
  databaseUrl: string;
  /** Stops PostgreSQL (fast shutdown) and starts it again, for the fault scenarios. */
  database: { stopServer: () => Promise<void>; startServer: () => Promise<void> };
  balancer: Balancer;
  instances: [Instance, Instance];
  stop: () => Promise<void>;
}

/** `npm run <script>` against the cluster's database, as an operator runs it on deploy. */
const npmRun = (databaseUrl: string, ...args: string[]) =>
  run('npm', ['run', '--silent', ...args], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: databaseUrl } });

/**
 * The production layout on loopback: a throw-away PostgreSQL cluster, migrated and loaded with the cluster's data
 * (the fixtures and a seconds export, clusterData.ts) by the project's own scripts, two compiled server instances
 * with data folders of their own (media, export files; the data itself is in PostgreSQL) and the same database and public URL, and HAProxy in front of them. `stop` ends every process and removes every folder, also after a
 * failed start.
 */
export async function startCluster(): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-cluster-'));
  const started: { postgres?: ThrowawayPostgres; balancer?: Balancer; instances: Instance[] } = { instances: [] };
  const stop = async () => {
    await started.balancer?.stop();
    await Promise.all(started.instances.map((instance) => instance.stop()));
    await started.postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const postgres = await startThrowawayPostgres();
    started.postgres = postgres;
    const databaseUrl = await postgres.createDatabase('radar');
    await npmRun(databaseUrl, 'db:migrate');
    const dataFile = join(folder, 'db.json');
    writeClusterData(dataFile);
    await npmRun(databaseUrl, 'db:import', '--', dataFile);
    const backends = [
      { name: 'a', port: await freePort() },
      { name: 'b', port: await freePort() },
    ];
    const balancer = await startBalancer(folder, backends);
    started.balancer = balancer;
    const [a, b] = backends.map(
      ({ name, port }) =>
        new Instance({ name, port, folder: join(folder, name), databaseUrl, publicUrl: balancer.url }),
    ) as [Instance, Instance];
    started.instances.push(a, b);
    await Promise.all([a.start(), b.start()]);
    await balancer.waitFor('UP', ['a', 'b']);
    if (!postgres.outage) throw new Error('Der Cluster-Test braucht einen PostgreSQL-Cluster für sich allein.');
    return { databaseUrl, database: postgres.outage, balancer, instances: [a, b], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
