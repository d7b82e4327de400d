import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { storeCalls } from './storeCalls';
import { benchSeconds, fmt, ratioCell, type Measured } from './storeLoad';
import type { PostgresFigures } from './storePostgres';

export interface Ceilings {
  get: Measured;
  post: Measured;
}

type Figures = Map<string, Measured>;
const targetLine = ([name, met]: [string, boolean]) => `- ${met ? 'erreicht' : 'VERFEHLT'}: ${name}`;

/** A Markdown table: the first column left-aligned, the figures right-aligned, one row per call of the bench. */
const callTable = (columns: string[], row: (call: (typeof storeCalls)[number]) => string[]): string[] => [
  `| ${columns.join(' | ')} |`,
  `| --- |${' ---: |'.repeat(columns.length - 1)}`,
  ...storeCalls.map((call) => `| ${row(call).join(' | ')} |`),
];

/** The run's circumstances: date, machine, load average (other jobs on the machine skew every figure). */
export function machineLine(megabytes: number, load = `50 Verbindungen, ${benchSeconds} s je Aufruf`): string {
  const cpu = cpus();
  const average = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM (${(freemem() / 2 ** 30).toFixed(0)} GB frei), Node ${process.version}, Load ${average}, ${megabytes.toFixed(1)} MB db.json, ${load}`;
}

/** json-server against our server on db.json, with the machine's ceilings and the embedded store's targets (docs/performance.md). */
export function embeddedReport(ceilings: Ceilings, plain: Figures, ours: Figures): string[] {
  const lines = [
    '| Aufruf | json-server req/s | p50 | p99 | unser Server req/s | p50 | p99 | Faktor req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...storeCalls.map(
      ({ name }) =>
        `| ${name} | ${fmt(plain.get(name))} | ${fmt(ours.get(name))} | ${ratioCell(ours.get(name), plain.get(name))} |`,
    ),
    `| Express ohne alles (Obergrenze) | | | | ${fmt(ceilings.get)} | |`,
    `| Express, POST nur angehängt + fdatasync (Obergrenze) | | | | ${fmt(ceilings.post)} | |`,
    '',
  ];
  const ratio = (name: string) => (ours.get(name)?.rps ?? 0) / Math.max(plain.get(name)?.rps ?? Infinity, 1e-9);
  const [modules, account] = storeCalls;
  const dashboard = ours.get('Dashboard eines Nutzers');
  const post = ours.get('POST (dauerhaft)');
  const targets: [string, boolean][] = [
    ['Modulliste ≥ 20 × json-server', ratio(modules?.name ?? '') >= 20],
    ['Konto nach id ≥ 20 × json-server', ratio(account?.name ?? '') >= 20],
    [
      'kein gemeinsamer Lesezugriff langsamer',
      storeCalls.filter((c) => c.plain && !c.post).every((c) => ratio(c.name) >= 1),
    ],
    ['Dashboard ≥ ½ Express req/s', !!dashboard && dashboard.rps >= ceilings.get.rps / 2],
    ['Dashboard p99 < 50 ms', !!dashboard && dashboard.p99 < 50],
    ['POST p99 < 20 ms', !!post && post.p99 < 20],
  ];
  return [...lines, ...targets.map(targetLine)];
}

const replicaNote =
  '¹ liest mit DATABASE_URL die Replik von PostgreSQL im Speicher der Instanz (Entscheidung 097), nicht PostgreSQL selbst';
const labelOf = (call: (typeof storeCalls)[number]) => (call.readsReplica ? `${call.name} ¹` : call.name);

/** Our server on PostgreSQL beside json-server and the embedded store, with the PostgreSQL targets (docs/performance.md). */
export function postgresReport(ours: Figures, pg: PostgresFigures): string[] {
  const { one, plain, twoBehindBalancer: two, oneBehindBalancer: oneBehind, maxconnPerInstance } = pg;
  const lines = [
    '**PostgreSQL, eine Instanz**',
    '',
    ...callTable(
      ['Aufruf', 'json-server req/s', 'db.json req/s', 'PostgreSQL req/s', 'p50', 'p99', '÷ json-server', '÷ db.json'],
      (call) => {
        const [a, b, c] = [plain.get(call.name), ours.get(call.name), one.get(call.name)];
        return [
          labelOf(call),
          a?.rps.toFixed(1) ?? '–',
          b?.rps.toFixed(1) ?? '–',
          fmt(c),
          ratioCell(c, a),
          ratioCell(c, b),
        ];
      },
    ),
  ];
  // Measured only with `--pg` (not with `--only-pg-single`).
  const balancerLines = [
    '',
    `**PostgreSQL, zwei Instanzen über HAProxy (Round Robin, höchstens ${maxconnPerInstance} Anfragen je Instanz zugleich wie in docs/haproxy.cfg)**: Datenbank, HAProxy, Lastgenerator und beide Server teilen sich die Kerne der Maschine.`,
    '',
    ...callTable(
      [
        'Aufruf',
        '1 Instanz direkt req/s',
        '1 Instanz über HAProxy req/s',
        'p50',
        'p99',
        '2 Instanzen über HAProxy req/s',
        'p50',
        'p99',
        '2 ÷ 1 über HAProxy',
        '2 ÷ 1 direkt',
      ],
      (call) => {
        const [direct, behind, both] = [one.get(call.name), oneBehind.get(call.name), two.get(call.name)];
        return [
          labelOf(call),
          direct?.rps.toFixed(1) ?? '–',
          fmt(behind),
          fmt(both),
          ratioCell(both, behind),
          ratioCell(both, direct),
        ];
      },
    ),
  ];
  lines.push(
    ...(two.size > 0 ? balancerLines : []),
    '',
    replicaNote,
    'Der Wegwerf-Cluster läuft wie in Produktion mit fsync und synchronous_commit an: ein POST ist dauerhaft wie auf db.json.',
    '',
  );
  const reads = storeCalls.filter((call) => call.plain && !call.post);
  const post = storeCalls.find((call) => call.post);
  const postFigures = post && one.get(post.name);
  const postP99 = postFigures?.p99;
  const targets: [string, boolean][] = [
    ...reads.map((call): [string, boolean] => {
      const [a, c] = [plain.get(call.name), one.get(call.name)];
      const factor = a && c && a.rps > 0 ? c.rps / a.rps : 0;
      const errors = c?.errors ? `, ${c.errors} Fehler` : '';
      return [`PostgreSQL ${call.name} ≥ 25 × json-server (${factor.toFixed(1)} ×${errors})`, factor >= 25 && !errors];
    }),
    [
      `PostgreSQL POST p99 < 30 ms (${postP99?.toFixed(0) ?? '–'} ms)`,
      postP99 !== undefined && postP99 < 30 && !postFigures?.errors,
    ],
  ];
  return [...lines, ...targets.map(targetLine)];
}
