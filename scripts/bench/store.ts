/**
 * `npm run bench:store`: generates 10,000 modules and 100,000 accounts (with their grants) into two copies of
 * db.json, starts plain json-server 0.17 on one and our server on the other, plus the machine's ceilings (a bare
 * Express handler, and a bare durable POST; `ceilingServer.ts`), and drives each call with the same load
 * (autocannon, 50 connections): the filtered module list, an account by id near the end of the collection, an
 * admin list page (filtered, sorted, third page), a POST, and the dashboard call of one user (ours only). Prints
 * requests/s, p50, p99, the ratios and the targets of issue 11 as a Markdown table. Each ceiling is measured right
 * before the call it bounds (the bare handler before the dashboard, the bare durable POST before ours), so both see
 * the machine in the same phase: its speed drifts by a quarter within minutes. Not a test; needs no build.
 * BENCH_SECONDS sets the time per call (default 10).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import type { Database } from '@shared/schemas';
import { bearer, signInViaApi } from '@server/testing/signIn';
import { addBenchData, benchUsername } from './generateDashboardData';

const projectRoot = resolve(import.meta.dirname, '../..');
const size = { modules: 10_000, reportsPerModule: 1, users: 100_000 };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lateAccountId = 10_000 + size.users - 10;

interface Measured {
  completed: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Call {
  name: string;
  /** json-server's own query string for the same question; absent for calls only our server has. */
  plain?: { method: 'GET' | 'POST'; path: string };
  ours: { method: 'GET' | 'POST'; path: string; as: 'admin' | 'user' };
  post?: boolean;
  /** The machine's ceiling for this call, measured right before it. */
  ceiling?: keyof Ceilings;
}

interface Ceilings {
  get: Measured;
  post: Measured;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const calls: Call[] = [
  {
    name: 'Gefilterte Modulliste',
    plain: { method: 'GET', path: '/modules?active=true&moduleType=PBI_REPORT&_sort=name&_order=asc&_start=0&_end=25' },
    ours: {
      method: 'GET',
      path: `${DATA_BASE}/modules?filter=${json({ active: true, moduleType: 'PBI_REPORT' })}&sort=${json(['name', 'ASC'])}&range=${json([0, 24])}`,
      as: 'admin',
    },
  },
  {
    name: `Konto nach id (${lateAccountId})`,
    plain: { method: 'GET', path: `/zbvAccounts/${lateAccountId}` },
    ours: { method: 'GET', path: `${DATA_BASE}/zbvAccounts/${lateAccountId}`, as: 'admin' },
  },
  {
    name: 'Admin-Liste (Filter, Sortierung, Seite 3)',
    plain: { method: 'GET', path: '/zbvAccounts?orgId=3&_sort=lastName&_order=desc&_start=50&_end=75' },
    ours: {
      method: 'GET',
      path: `${DATA_BASE}/zbvAccounts?filter=${json({ orgId: 3 })}&sort=${json(['lastName', 'DESC'])}&range=${json([50, 74])}`,
      as: 'admin',
    },
  },
  {
    name: 'Dashboard eines Nutzers',
    ours: { method: 'GET', path: `${API_BASE}${portalApiPaths.modules}?page=0&size=12`, as: 'user' },
    ceiling: 'get',
  },
  // Last: plain json-server's writes grow the file it rewrites, and our compaction runs after the writes stop.
  {
    name: 'POST (dauerhaft)',
    plain: { method: 'POST', path: '/groups' },
    ours: { method: 'POST', path: `${DATA_BASE}/groups`, as: 'admin' },
    post: true,
    ceiling: 'post',
  },
];

function start(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
  return new Promise((resolveStart, reject) => {
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) resolveStart({ child, url: match[1] });
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => reject(new Error(`Prozess endete mit ${code}:\n${output}`)));
  });
}

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Stops a server and writes out what it left in the page cache: json-server rewrites its 45 MB file on every POST
 * without a flush, and the kernel writing that back later would land in the next server's measurement.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  execFileSync('sync');
}

async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  post: boolean,
  warmUp = true,
) {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 50,
      duration,
      timeout: 60,
      requests: [
        {
          method,
          headers: post ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(post
            ? {
                setupRequest: (request) => ({
                  ...request,
                  body: JSON.stringify({ name: `Bench ${Date.now()}-${n++}` }),
                }),
              }
            : {}),
        },
      ],
    });
  // Warm-up: indexes built, JIT warm. Not for json-server's writes: their backlog would fill the measurement.
  if (warmUp) await run(2);
  const result = await run(seconds);
  return {
    completed: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Measured;
}

const fmt = (m?: Measured) => {
  if (!m) return '– | – | –';
  if (m.completed === 0) return `0 | – | – (keine Antwort in ${seconds} s)`;
  const errors = m.errors ? ` (${m.errors} Fehler)` : '';
  return `${m.rps.toFixed(1)} | ${m.p50.toFixed(0)} ms | ${m.p99.toFixed(0)} ms${errors}`;
};

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'radar-bench-store-'));
  const children: ChildProcess[] = [];
  try {
    const db = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
    addBenchData(db, size);
    const text = JSON.stringify(db);
    const oursFile = join(folder, 'ours.json');
    const plainFile = join(folder, 'plain.json');
    writeFileSync(oursFile, text);
    writeFileSync(plainFile, text);
    const megabytes = statSync(oursFile).size / 1024 / 1024;
    console.log(`Datensatz: ${db.modules.length} Module, ${db.zbvAccounts.length} Konten, ${megabytes.toFixed(1)} MB`);

    const plainResults = new Map<string, Measured>();
    const plain = await start(
      [
        join(projectRoot, 'node_modules/json-server/lib/cli/bin.js'),
        '--host',
        '127.0.0.1',
        '--port',
        String(await freePort()),
        plainFile,
      ],
      {},
      /(http:\/\/127\.0\.0\.1:\d+)\/modules/,
    );
    children.push(plain.child);
    for (const call of calls) {
      if (!call.plain) continue;
      const measured = await load(`${plain.url}${call.plain.path}`, call.plain.method, {}, !!call.post, !call.post);
      plainResults.set(call.name, measured);
      console.log(`json-server ${call.name}: ${fmt(plainResults.get(call.name))}`);
    }
    await stop(plain.child);

    const bare = await start(
      ['--import', 'tsx', join(projectRoot, 'scripts/bench/ceilingServer.ts')],
      { CEILING_JOURNAL: join(folder, 'ceiling.journal') },
      /läuft auf (http:\/\/\S+?)\/ /,
    );
    children.push(bare.child);
    const ceilingCalls = {
      get: { url: bare.url, method: 'GET', post: false, name: 'Express ohne alles' },
      post: { url: `${bare.url}/groups`, method: 'POST', post: true, name: 'Express, nur Anhängen mit fdatasync' },
    } as const;
    const ceilings: Partial<Ceilings> = {};
    const ourResults = new Map<string, Measured>();
    const ours = await start(
      ['--import', 'tsx', join(projectRoot, 'server/main.ts')],
      { PORT: '0', HOST: '127.0.0.1', DB_FILE: oursFile, SERVE: 'none', DEV_IDP_TOKEN_TTL: '3600' },
      /läuft auf (http:\/\/\S+?)\/ /,
    );
    children.push(ours.child);
    const tokens = {
      admin: bearer(await signInViaApi(ours.url, 'anna.admin')),
      user: bearer(await signInViaApi(ours.url, benchUsername(42))),
    };
    for (const call of calls) {
      if (call.ceiling) {
        const bound = ceilingCalls[call.ceiling];
        ceilings[call.ceiling] = await load(bound.url, bound.method, {}, bound.post);
        console.log(`${bound.name}: ${fmt(ceilings[call.ceiling])}`);
      }
      const { method, path, as } = call.ours;
      ourResults.set(call.name, await load(`${ours.url}${path}`, method, tokens[as], !!call.post));
      console.log(`unser Server ${call.name}: ${fmt(ourResults.get(call.name))}`);
    }
    await stop(ours.child);
    await stop(bare.child);

    if (!ceilings.get || !ceilings.post) throw new Error('Eine Obergrenze wurde nicht gemessen.');
    report(megabytes, { get: ceilings.get, post: ceilings.post }, plainResults, ourResults);
  } finally {
    for (const child of children) await stop(child);
    rmSync(folder, { recursive: true, force: true });
  }
}

function report(megabytes: number, ceilings: Ceilings, plain: Map<string, Measured>, ours: Map<string, Measured>) {
  const ceiling = ceilings.get;
  const cpu = cpus();
  const lines = [
    '',
    `${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM (${(freemem() / 2 ** 30).toFixed(0)} GB frei), Node ${process.version}, ${megabytes.toFixed(1)} MB db.json, 50 Verbindungen, ${seconds} s je Aufruf`,
    '',
    '| Aufruf | json-server req/s | p50 | p99 | unser Server req/s | p50 | p99 | Faktor req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...calls.map((call) => {
      const a = plain.get(call.name);
      const b = ours.get(call.name);
      const ratio = a && b && a.rps > 0 ? `${(b.rps / a.rps).toFixed(1)} ×` : '–';
      return `| ${call.name} | ${fmt(a)} | ${fmt(b)} | ${ratio} |`;
    }),
    `| Express ohne alles (Obergrenze) | | | | ${fmt(ceiling)} | |`,
    `| Express, POST nur angehängt + fdatasync (Obergrenze) | | | | ${fmt(ceilings.post)} | |`,
    '',
  ];
  const ratio = (name: string) => (ours.get(name)?.rps ?? 0) / Math.max(plain.get(name)?.rps ?? Infinity, 1e-9);
  const dashboard = ours.get('Dashboard eines Nutzers');
  const post = ours.get('POST (dauerhaft)');
  const targets: [string, boolean][] = [
    ['Modulliste ≥ 20 × json-server', ratio(calls[0]!.name) >= 20],
    ['Konto nach id ≥ 20 × json-server', ratio(calls[1]!.name) >= 20],
    [
      'kein gemeinsamer Lesezugriff langsamer',
      calls.filter((c) => c.plain && !c.post).every((c) => ratio(c.name) >= 1),
    ],
    ['Dashboard ≥ ½ Express req/s', !!dashboard && dashboard.rps >= ceiling.rps / 2],
    ['Dashboard p99 < 50 ms', !!dashboard && dashboard.p99 < 50],
    ['POST p99 < 20 ms', !!post && post.p99 < 20],
  ];
  lines.push(...targets.map(([name, met]) => `- ${met ? 'erreicht' : 'VERFEHLT'}: ${name}`));
  console.log(lines.join('\n'));
}

await main();
