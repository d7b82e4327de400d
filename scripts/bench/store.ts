/**
 * `npm run bench:store [-- --pg]`: generates 10,000 modules and 100,000 accounts (with their grants) into copies of
 * db.json, starts plain json-server 0.17 on one and our server on another, plus the machine's ceilings (a bare
 * Express handler, and a bare durable POST; `ceilingServer.ts`), and drives each call with the same load
 * (autocannon, 50 connections): the filtered module list, an account by id near the end of the collection, an
 * admin list page (filtered, sorted, third page), a POST, and the dashboard call of one user (ours only). Prints
 * requests/s, p50, p99, the ratios and the targets of the embedded store as a Markdown table. Each ceiling is measured right
 * before the call it bounds (the bare handler before the dashboard, the bare durable POST before ours), and
 * json-server's figure for a call right before ours (`plainBaseline.ts`), so both see the machine in the same phase:
 * its speed drifts by a quarter within minutes.
 * With `--pg`, then the same calls on our server with DATABASE_URL (`storePostgres.ts`): one instance, and two
 * behind HAProxy, with the PostgreSQL targets (docs/performance.md). With `--only-pg-single`, only json-server and the one PostgreSQL
 * instance (to measure a change of the PostgreSQL read path; the other columns stay empty).
 * Not a test; needs no build. BENCH_SECONDS sets the time per call (default 10).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '@server/projectRoot';
import { ourServerArgs, ourServerEnv, start, stop, Teardown } from './benchProcesses';
import { storeBenchData } from './storeBenchData';
import { signInBenchUsers, storeCalls } from './storeCalls';
import { fmt, load, type Measured } from './storeLoad';
import { PlainBaseline } from './plainBaseline';
import { measurePostgres, type PostgresFigures } from './storePostgres';
import { embeddedReport, machineLine, postgresReport, type Ceilings } from './storeReport';

/** `--only-pg-single`: json-server and one instance on PostgreSQL, nothing else (about a third of `--pg`'s time). */
const onlyPostgresSingle = process.argv.includes('--only-pg-single');
const withPostgres = onlyPostgresSingle || process.argv.includes('--pg');

async function measureOurs(folder: string, file: string, teardown: Teardown, baseline: PlainBaseline) {
  const bare = await start(
    ['--import', 'tsx', join(projectRoot, 'scripts/bench/ceilingServer.ts')],
    { CEILING_JOURNAL: join(folder, 'ceiling.journal') },
    /läuft auf (http:\/\/\S+?)\/ /,
  );
  teardown.add(() => stop(bare.child));
  const ceilingCalls = {
    get: { url: bare.url, method: 'GET', post: false, name: 'Express ohne alles' },
    post: { url: `${bare.url}/groups`, method: 'POST', post: true, name: 'Express, nur Anhängen mit fdatasync' },
  } as const;
  const ceilings: Partial<Ceilings> = {};
  const figures = new Map<string, Measured>();
  const plain = new Map<string, Measured>();
  const ours = await start(
    ourServerArgs,
    { ...ourServerEnv, PORT: '0', DB_FILE: file },
    /läuft auf (http:\/\/\S+?)\/ /,
  );
  teardown.add(() => stop(ours.child));
  const tokens = await signInBenchUsers(ours.url);
  for (const call of storeCalls) {
    const baselineFigure = await baseline.before(call);
    if (baselineFigure) plain.set(call.name, baselineFigure);
    if (call.ceiling) {
      const bound = ceilingCalls[call.ceiling];
      ceilings[call.ceiling] = await load(bound.url, bound.method, {}, bound.post);
      console.log(`${bound.name}: ${fmt(ceilings[call.ceiling])}`);
    }
    const { method, path, as } = call.ours;
    figures.set(call.name, await load(`${ours.url}${path}`, method, tokens[as], !!call.post));
    console.log(`unser Server ${call.name}: ${fmt(figures.get(call.name))}`);
  }
  await stop(ours.child);
  await stop(bare.child);
  if (!ceilings.get || !ceilings.post) throw new Error('Eine Obergrenze wurde nicht gemessen.');
  return { figures, plain, ceilings: { get: ceilings.get, post: ceilings.post } };
}

async function main() {
  const teardown = new Teardown();
  teardown.onSignals();
  try {
    const { folder, db, dataFile } = storeBenchData('radar-bench-store-', teardown);
    const oursFile = dataFile('ours');
    const megabytes = statSync(oursFile).size / 1024 / 1024;
    console.log(`Datensatz: ${db.modules.length} Module, ${db.zbvAccounts.length} Konten, ${megabytes.toFixed(1)} MB`);
    const startLine = machineLine(megabytes);

    const baseline = new PlainBaseline(() => dataFile('plain'), teardown);
    const ours = onlyPostgresSingle ? undefined : await measureOurs(folder, oursFile, teardown, baseline);
    let postgres: PostgresFigures | undefined;
    if (withPostgres) postgres = await measurePostgres(folder, dataFile, teardown, baseline, !onlyPostgresSingle);
    await baseline.stop();

    const lines = ['', `Beginn: ${startLine}`, `Ende:   ${machineLine(megabytes)}`, ''];
    if (ours) lines.push(...embeddedReport(ours.ceilings, ours.plain, ours.figures));
    if (postgres) lines.push('', ...postgresReport(ours?.figures ?? new Map(), postgres));
    console.log(lines.join('\n'));
  } finally {
    await teardown.run();
  }
}

await main();
