/**
 * `npm run bench:post-tail`: where the slowest POSTs of `bench:store -- --pg` come from. One instance on a throw-away
 * PostgreSQL cluster with the bench's 100,000 accounts, its POST under the same load (50 connections) after a
 * warm-up of the same length, then: the answers in windows of 250 ms with the garbage collections of the server
 * (`--trace-gc`) in each, the p99 with and without the windows of a full (mark-compact) collection, and each
 * process's share of the two cores. Not a test; needs no build. BENCH_SECONDS sets the measured time (default 10).
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DATA_BASE } from '@shared/api/paths';
import { ourServerArgs, ourServerEnv, start, stop, Teardown } from './benchProcesses';
import { storeBenchData } from './storeBenchData';
import { signInBenchUsers } from './storeCalls';
import { fmt, load } from './storeLoad';
import { postgresWithBenchData, serverReady } from './storePostgres';
import {
  collectionIn,
  latenciesWithoutFullCollections,
  SLOW_MS,
  WINDOW_MS,
  windowsOf,
  type Answer,
  type Collection,
} from './postTailAnalysis';
import { processesCpu, TICKS_PER_SECOND } from './processCpu';
import { quantile } from './quantile';
import { machineLine } from './storeReport';

/** CPU ticks so far of every process, summed by what it is to this bench. */
function cpuTicksByRole(serverPid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const { pid, name, ticks: own } of processesCpu()) {
    const role =
      pid === serverPid
        ? 'Server'
        : pid === process.pid
          ? 'Lastgenerator (autocannon)'
          : name.startsWith('postgres')
            ? 'PostgreSQL'
            : 'Sonstiges (Kernel, andere Prozesse)';
    ticks.set(role, (ticks.get(role) ?? 0) + own);
  }
  return ticks;
}

/** The table of the windows with answers over SLOW_MS, with the collections in each. */
function slowWindowLines(windows: ReturnType<typeof windowsOf>): string[] {
  const lines = [`Zeitfenster von ${WINDOW_MS} ms mit Antworten über ${SLOW_MS} ms:`, ''];
  lines.push(`| ab s | Antworten | p50 | max | über ${SLOW_MS} ms | Garbage Collection im Fenster (Pause) |`);
  lines.push('| ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [index, window] of windows) {
    const sorted = [...window.latencies].sort((a, b) => a - b);
    const slow = sorted.filter((latency) => latency > SLOW_MS).length;
    if (slow === 0) continue;
    const gc = window.collections.map((c) => `${c.kind} ${c.pauseMs.toFixed(0)} ms`).join(', ') || '–';
    const cells = [((index * WINDOW_MS) / 1000).toFixed(2), sorted.length, quantile(sorted, 0.5).toFixed(0)];
    lines.push(`| ${[...cells, (sorted.at(-1) ?? 0).toFixed(0), slow, gc].join(' | ')} |`);
  }
  return lines;
}

/** Each role's share of all cores between the two readings, largest first, and what was left idle. */
function cpuShareLines(before: Map<string, number>, after: Map<string, number>, seconds: number): string[] {
  const cores = availableParallelism();
  const capacity = seconds * TICKS_PER_SECOND * cores;
  const shares = [...after]
    .map(([role, ticks]) => [role, ticks - (before.get(role) ?? 0)] as const)
    .filter(([, share]) => share > 0)
    .sort(([, a], [, b]) => b - a);
  const used = shares.reduce((sum, [, share]) => sum + share, 0);
  return [
    '',
    `CPU in den ${seconds.toFixed(1)} s (Anteil an ${cores} Kernen):`,
    ...shares.map(([role, share]) => `- ${role}: ${((share / capacity) * 100).toFixed(0)} %`),
    `- frei: ${Math.max(0, (1 - used / capacity) * 100).toFixed(0)} %`,
  ];
}

async function main() {
  const teardown = new Teardown();
  teardown.onSignals();
  try {
    const { folder, dataFile } = storeBenchData('radar-bench-post-tail-', teardown);
    const databaseUrl = await postgresWithBenchData(dataFile('import'), teardown);
    const serverFile = dataFile('server');
    const megabytes = statSync(serverFile).size / 1024 / 1024;
    const env = {
      ...ourServerEnv,
      PORT: '0',
      DB_FILE: serverFile,
      MEDIA_DIR: join(folder, 'media'),
      DATABASE_URL: databaseUrl,
    };
    const server = await start(['--trace-gc', ...ourServerArgs], env, serverReady);
    teardown.add(() => stop(server.child));
    const collections: Collection[] = [];
    server.child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        const collection = collectionIn(line, Date.now());
        if (collection) collections.push(collection);
      }
    });
    const url = `${server.url}${DATA_BASE}/groups`;
    const { admin } = await signInBenchUsers(server.url);
    const startLine = machineLine(megabytes);
    const answers: Answer[] = [];
    // Taken at the measured run's first answer: the warm-up of `load` (as in bench:store) comes before it.
    let before = new Map<string, number>();
    let measuredFrom = 0;
    const measured = await load(url, 'POST', admin, true, true, (latency) => {
      const at = Date.now();
      if (answers.length === 0) {
        before = cpuTicksByRole(server.child.pid ?? -1);
        measuredFrom = at - latency;
      }
      answers.push({ at, latency });
    });
    const seconds = (Date.now() - measuredFrom) / 1000;
    const after = cpuTicksByRole(server.child.pid ?? -1);
    await stop(server.child);

    const windows = windowsOf(answers, collections, measuredFrom);
    const lines = ['', `Beginn: ${startLine}`, `Ende:   ${machineLine(megabytes)}`, ''];
    lines.push(`POST (dauerhaft), eine Instanz auf PostgreSQL: ${fmt(measured)} (req/s | p50 | p99)`, '');
    lines.push(...slowWindowLines(windows));
    const slow = answers.filter((answer) => answer.latency > SLOW_MS).length;
    const withoutFull = latenciesWithoutFullCollections(windows);
    const fullCollections = collections.filter((c) => c.at >= measuredFrom && c.kind === 'Mark-Compact');
    const scavenges = collections.filter((c) => c.at >= measuredFrom && c.kind === 'Scavenge');
    const scavengePause = scavenges.reduce((sum, c) => sum + c.pauseMs, 0);
    lines.push(
      '',
      `- ${answers.length} Antworten, ${slow} über ${SLOW_MS} ms (p99 in der Zeile oben)`,
      `- ohne die Fenster mit einem Mark-Compact und die danach (${fullCollections.length} Mark-Compact): ` +
        `p99 ${quantile(withoutFull, 0.99).toFixed(0)} ms über ${withoutFull.length} Antworten`,
      `- ${scavenges.length} Scavenges, zusammen ${scavengePause.toFixed(0)} ms Pause ` +
        `(${((scavengePause / 1000 / seconds) * 100).toFixed(1)} % der Zeit)`,
      ...cpuShareLines(before, after, seconds),
    );
    console.log(lines.join('\n'));
  } finally {
    await teardown.run();
  }
}

await main();
