import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEALTH_PATH } from '@shared/api/paths';
import { freePort } from '@server/testing/freePort';
import { pollUntil } from './pollUntil';

/** Debian's HAProxy (`apt-get install haproxy`); HAPROXY_BIN overrides it. */
export const haproxyBin = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const haproxyAvailable = existsSync(haproxyBin);

/**
 * Requests one instance works on at once; more wait in the balancer's queue, for whichever instance frees up first
 * (so a killed instance takes at most this many requests with it).
 */
export const SERVER_MAXCONN = 16;

export interface Backend {
  name: string;
  port: number;
}

/**
 * The balancer's configuration: round robin over the instances, each probed on its readiness every second (an
 * instance busy with a burst of writes may take seconds to answer: `timeout check`, two failures before it counts
 * as down). A connection an instance refuses marks it down at once (`observe layer4`), and the request is sent to
 * another one (`retries` with `option redispatch`). Only connection failures are retried: a write whose answer was lost may
 * have been committed, and sending it again could write it twice. docs/haproxy.cfg is the operators' version.
 * The statistics page (CSV) tells the test when HAProxy sees an instance up or down.
 */
export function haproxyConfig(
  port: number,
  statsPort: number,
  backends: Backend[],
  maxconn: number = SERVER_MAXCONN,
): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout queue 30s
  timeout client 30s
  timeout server 30s
  retries 3
  retry-on conn-failure
  option redispatch
  option forwardfor

frontend portal
  bind 127.0.0.1:${port}
  default_backend instances

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend instances
  balance roundrobin
  option httpchk GET ${HEALTH_PATH}/readiness
  timeout check 5s
  default-server check inter 1s fall 2 rise 1 maxconn ${maxconn} observe layer4 error-limit 1 on-error mark-down
${backends.map(({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${backendPort}`).join('\n')}
`;
}

export interface Balancer {
  url: string;
  /** Resolves once HAProxy's health checks see every named instance in the given state. */
  waitFor: (state: 'UP' | 'DOWN', names: string[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** The state of each server of the backend, from HAProxy's statistics page (CSV). */
async function serverStates(statsUrl: string): Promise<Map<string, string>> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
  const servers = rows.map((line) => line.split(',')).filter((row) => at(row, 'pxname') === 'instances');
  return new Map(servers.map((row) => [at(row, 'svname'), at(row, 'status')]));
}

/**
 * HAProxy in the foreground (`-db`) on a free loopback port, its configuration in `folder`; killed on `stop`.
 * `maxconn`: requests per instance at once (the benchmark runs the operators' value from docs/haproxy.cfg).
 */
export async function startBalancer(
  folder: string,
  backends: Backend[],
  maxconn: number = SERVER_MAXCONN,
): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, statsPort, backends, maxconn));
  const child = spawn(haproxyBin, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  const waitFor = (state: 'UP' | 'DOWN', names: string[]) =>
    pollUntil(`HAProxy sieht ${names.join(', ')} ${state}`, async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy endete mit ${child.exitCode}:\n${errors}`);
      const states = await serverStates(statsUrl).catch(() => new Map<string, string>());
      return names.every((name) => states.get(name)?.startsWith(state));
    });
  return {
    url: `http://127.0.0.1:${port}`,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
