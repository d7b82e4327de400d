import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startBalancer, type Backend } from '../../tests/cluster/support/balancer';
import { freePort } from '@server/testing/freePort';
import { startThrowawayPostgres } from '@server/testing/throwawayPostgres';
import { projectRoot } from '@server/projectRoot';
import { ourServerArgs, ourServerEnv, start, stop, type Teardown } from './benchProcesses';
import type { PlainBaseline } from './plainBaseline';
import { signInBenchUsers, storeCalls, type StoreCall, type Tokens } from './storeCalls';
import { fmt, load, type Measured } from './storeLoad';

const run = promisify(execFile);
export const serverReady = /läuft auf (http:\/\/\S+?)\/ /;

export interface PostgresFigures {
  /** One instance, called directly. */
  one: Map<string, Measured>;
  /** json-server, each read measured right before the same call of `one` (its POST measured once per run). */
  plain: Map<string, Measured>;
  /** Two instances on the same database, through HAProxy (round robin). */
  twoBehindBalancer: Map<string, Measured>;
  /** The same balancer once the second instance is stopped: what the second instance adds, balancer cost apart. */
  oneBehindBalancer: Map<string, Measured>;
  /** The balancer's limit of requests per instance at once (`operatorsMaxconn`); undefined without a balancer. */
  maxconnPerInstance?: number;
}

/** Every call of the bench against `baseUrl`, printed as it is measured; each after `before` (the baseline's). */
async function measureCalls(
  label: string,
  baseUrl: string,
  tokens: Tokens,
  before: (call: StoreCall) => Promise<unknown> = () => Promise.resolve(),
): Promise<Map<string, Measured>> {
  const figures = new Map<string, Measured>();
  for (const call of storeCalls) {
    await before(call);
    const { method, path, as } = call.ours;
    const measured = await load(`${baseUrl}${path}`, method, tokens[as], !!call.post);
    figures.set(call.name, measured);
    console.log(`${label} ${call.name}: ${fmt(measured)}`);
  }
  return figures;
}

/**
 * A throw-away PostgreSQL cluster with production durability (`fsync` and `synchronous_commit` on, so a POST is
 * as durable as on db.json) and `file` loaded by `npm run db:import` (as an operator loads it); stopped and removed
 * by `teardown`. Answers the database's URL.
 */
export async function postgresWithBenchData(file: string, teardown: Teardown): Promise<string> {
  const postgres = await startThrowawayPostgres({ durable: true });
  teardown.add(postgres.stop);
  const databaseUrl = await postgres.createDatabase('radar');
  const importStarted = Date.now();
  await run('npm', ['run', '--silent', 'db:import', '--', file], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  console.log(`PostgreSQL: Import in ${((Date.now() - importStarted) / 1000).toFixed(0)} s`);
  return databaseUrl;
}

/**
 * Requests per instance at once in the operators' HAProxy configuration: the balancer measured is the one
 * recommended, not the cluster test's smaller limit (which bounds what a killed instance takes with it).
 */
export function operatorsMaxconn(): number {
  const config = readFileSync(join(projectRoot, 'docs', 'haproxy.cfg'), 'utf8');
  const maxconn = /^\s*default-server\b.*\bmaxconn (\d+)/m.exec(config)?.[1];
  if (!maxconn) throw new Error('docs/haproxy.cfg nennt kein maxconn je Instanz (default-server).');
  return Number(maxconn);
}

/**
 * Our server with DATABASE_URL, on a throw-away PostgreSQL cluster loaded with the generated data
 * (`postgresWithBenchData`). `dataFile(name)` writes a fresh copy of the generated db.json for
 * one server: with DATABASE_URL its records are not read (the features read the instance's replica, decision 097),
 * but each instance keeps its working files beside it, in a folder of its own.
 * Measures one instance directly, each call right after json-server's (`baseline`), then (`withBalancer`) two
 * instances through HAProxy, then the balancer with one of them stopped.
 */
export async function measurePostgres(
  folder: string,
  dataFile: (name: string) => string,
  teardown: Teardown,
  baseline: PlainBaseline,
  withBalancer: boolean,
): Promise<PostgresFigures> {
  const databaseUrl = await postgresWithBenchData(dataFile('import'), teardown);

  const serverEnv = (name: string, port: number) => ({
    ...ourServerEnv,
    PORT: String(port),
    DB_FILE: dataFile(name),
    MEDIA_DIR: join(folder, `${name}-media`),
    DATABASE_URL: databaseUrl,
  });

  const single = await start(ourServerArgs, serverEnv('pg-one', 0), serverReady);
  teardown.add(() => stop(single.child));
  const plain = new Map<string, Measured>();
  const one = await measureCalls('PostgreSQL, eine Instanz', single.url, await signInBenchUsers(single.url), (call) =>
    baseline.before(call).then((figure) => figure && plain.set(call.name, figure)),
  );
  await stop(single.child);
  await baseline.stop();
  if (!withBalancer) return { one, plain, twoBehindBalancer: new Map(), oneBehindBalancer: new Map() };

  const backendA = { name: 'a', port: await freePort() };
  const backendB = { name: 'b', port: await freePort() };
  const maxconnPerInstance = operatorsMaxconn();
  const balancer = await startBalancer(folder, [backendA, backendB], maxconnPerInstance);
  teardown.add(balancer.stop);
  const startInstance = async ({ name, port }: Backend) => {
    // The balancer's address is the public one: tokens issued through it are valid on either instance.
    const env = { ...serverEnv(`pg-${name}`, port), PUBLIC_URL: balancer.url, TRUST_PROXY: 'loopback' };
    const instance = await start(ourServerArgs, env, serverReady);
    teardown.add(() => stop(instance.child));
    return instance;
  };
  const [a, b] = await Promise.all([startInstance(backendA), startInstance(backendB)]);
  await balancer.waitFor('UP', ['a', 'b']);
  const tokens = await signInBenchUsers(balancer.url);
  const twoBehindBalancer = await measureCalls('PostgreSQL, zwei Instanzen über HAProxy', balancer.url, tokens);
  await stop(b.child);
  await balancer.waitFor('DOWN', ['b']);
  const oneBehindBalancer = await measureCalls('PostgreSQL, eine Instanz über HAProxy', balancer.url, tokens);
  await stop(a.child);
  await balancer.stop();
  return { one, plain, twoBehindBalancer, oneBehindBalancer, maxconnPerInstance };
}
