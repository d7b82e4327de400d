/**
 * `npm run bench:web`: builds the web entries (each with its Vite manifest), prints the gzip size of the portal's and the
 * back office's first load (entry chunk and its static imports), then starts the built server on a copy of db.json
 * with 20,000 generated accounts (temporary files only) and, in Chromium, signed in through the real login page:
 * - as max.muster, Lighthouse (desktop preset) on the dashboard and a report page, then the time from clicking a
 *   report on the dashboard to its first drawn frame (median of 5);
 * - as anna.admin, Lighthouse on the back office's accounts list and an account's edit form;
 * - for each of these pages, the main-thread CPU time of a cold load (median of 5, `coldLoadCpu`).
 * Not a test (a slow machine scores lower); it exits 0 and marks missed targets. Options: `--skip-build` reuses
 * dist/, `--runs N` sets the Lighthouse runs per page (default 3), `--beside` runs a second bench:web beside this
 * one as load (its output goes to a log file), `--page STEM` (repeatable) measures only the pages with that report
 * file stem (dashboard, bericht, admin-konten, admin-konto-bearbeiten) and skips the report open time unless
 * `dashboard` is among them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateAccounts } from '../generate-accounts';
import type { Database } from '@shared/schemas';
import { projectRoot, spawnServer } from '../../tests/e2e/support/spawnServer';
import { budgetMisses, firstLoadsOf, formatKb } from './firstLoad';
import {
  categories,
  chromiumPath,
  runLighthouse,
  signedInBrowser,
  type LighthouseRun,
  type SignedInBrowser,
} from './lighthouseRun';
import { openedReport, reportOpenTimes } from './reportOpenTime';
import { coldLoadCpu } from './mainThreadCpu';
import { median, scoreCell, sessions, targetMisses, threadTimeCell, threadTimeLoads, type Session } from './webTargets';

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    beside: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
/** `--page admin-konten` (a target's report file stem, repeatable) measures only those pages. */
const onlyPages = options.page;
const runs = Number(options.runs);
const reportOpenRuns = 5;
const reportOpenTargetMs = 1000;
const generatedAccounts = 20_000;
const reportsFolder = mkdtempSync(join(tmpdir(), 'radar-bench-web-'));

function reportFirstLoads(): string[] {
  if (!options['skip-build']) {
    console.log('Baue die Web-Oberflächen (vite build) …');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
  }
  const misses: string[] = [];
  console.log('\n| Einstieg | JS-Dateien | JavaScript (gzip) | CSS (gzip) |\n| --- | --- | --- | --- |');
  for (const [name, load] of Object.entries(firstLoadsOf(join(projectRoot, 'dist')))) {
    console.log(`| ${name} | ${load.js.length} | ${formatKb(load.jsGzipBytes)} | ${formatKb(load.cssGzipBytes)} |`);
    misses.push(...budgetMisses(name, load));
  }
  return misses;
}

async function measureReportOpen(browser: SignedInBrowser, serverUrl: string): Promise<string[]> {
  const times = await reportOpenTimes(browser.page, serverUrl, browser.clearCache, reportOpenRuns);
  const value = Math.round(median(times));
  console.log(
    `\nBericht öffnen (Klick auf „${openedReport.report}“ im Dashboard bis zum ersten gezeichneten Bild, lokaler ` +
      `Renderer), Median von ${reportOpenRuns}: ${value} ms (${times.map(Math.round).join(', ')})`,
  );
  return value < reportOpenTargetMs ? [] : [`Bericht öffnen: ${value} ms ≥ ${reportOpenTargetMs} ms`];
}

async function measureSession(serverUrl: string, session: Session): Promise<string[]> {
  const browser = await signedInBrowser(serverUrl, session.user, session.startPath, session.signedIn);
  const misses: string[] = [];
  try {
    console.log(`\nLighthouse ${runs}× je Seite (Desktop-Voreinstellung), angemeldet als ${session.user.username}:`);
    console.log(`\n| Seite | ${categories.join(' | ')} |\n| --- | --- | --- | --- |`);
    for (const target of session.targets) {
      const all: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Keeping the session keeps the HTTP cache too: empty it so every run loads the assets cold.
        await browser.clearCache();
        const file = join(reportsFolder, `${target.file}-${run + 1}.json`);
        const measure = () => runLighthouse(`${serverUrl}${target.path}`, browser.port, file);
        // On a crowded machine Lighthouse now and then loses the trace (NO_NAVSTART): such a run is repeated once.
        all.push(
          await measure().catch((error: unknown) => {
            console.log(`(Lauf wiederholt: ${error instanceof Error ? error.message : String(error)})`);
            return measure();
          }),
        );
      }
      console.log(`| ${target.name} (\`${target.path}\`) | ${categories.map((c) => scoreCell(all, c)).join(' | ')} |`);
      misses.push(...targetMisses(target, all));
    }
    console.log(`\nHauptthread-CPU je kaltem Laden (Median von ${threadTimeLoads}):`);
    console.log('\n| Seite | Hauptthread-CPU | Ziel |\n| --- | --- | --- |');
    for (const target of session.targets) {
      const times: number[] = [];
      for (let load = 0; load < threadTimeLoads; load += 1) {
        times.push((await coldLoadCpu(browser, serverUrl, target.path)).ThreadTime);
      }
      const { cell, misses: missed } = threadTimeCell(target, times);
      console.log(`| ${target.name} | ${cell} | ≤ ${target.threadTimeMs} ms |`);
      misses.push(...missed);
    }
    if (session.opensReport) misses.push(...(await measureReportOpen(browser, serverUrl)));
  } finally {
    await browser.close();
  }
  return misses;
}

/** The sessions with only the pages `--page` asked for (all when none); a session left without pages is skipped. */
function selectedSessions(): Session[] {
  if (!onlyPages) return sessions;
  return sessions
    .map((session) => ({
      ...session,
      targets: session.targets.filter((target) => onlyPages.includes(target.file)),
      opensReport: session.opensReport && onlyPages.includes('dashboard'),
    }))
    .filter((session) => session.targets.length > 0);
}

/** A second bench:web over the same build, as load; resolves when it has ended. */
function startBeside(): Promise<void> {
  const log = join(reportsFolder, 'beside.log');
  console.log(`Ein zweites bench:web läuft daneben (Ausgabe: ${log}).`);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'web.ts'),
      '--skip-build',
      '--runs',
      String(runs),
      ...(onlyPages ?? []).flatMap((page) => ['--page', page]),
    ],
    { cwd: projectRoot, stdio: ['ignore', openSync(log, 'w'), 'inherit'] },
  );
  return new Promise((done) => child.once('exit', () => done()));
}

async function main() {
  const misses = reportFirstLoads();
  const beside = options.beside ? startBeside() : undefined;
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await spawnServer({
    env: { DEV_IDP_TOKEN_TTL: '3600' },
    prepareDb: (file) => {
      const db = JSON.parse(readFileSync(file, 'utf8')) as Database;
      db.zbvAccounts.push(...generateAccounts(db, generatedAccounts));
      writeFileSync(file, JSON.stringify(db));
    },
  });
  try {
    for (const session of selectedSessions()) misses.push(...(await measureSession(server.url, session)));
  } finally {
    await server.stop();
  }
  console.log(`\nBerichte (JSON): ${reportsFolder}`);
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} Kerne ` +
      `(${cpus()[0]?.model ?? 'unbekannt'}), Node ${process.version}, ` +
      `${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()}, Last (1 min) ` +
      `${loadAtStart.toFixed(1)} zu Beginn, ${(loadavg()[0] ?? 0).toFixed(1)} am Ende` +
      (beside ? ', ein zweites bench:web daneben' : ''),
  );
  console.log(misses.length ? `\nNicht erreicht:\n- ${misses.join('\n- ')}` : '\nAlle Ziele erreicht.');
  await beside;
}

await main();
