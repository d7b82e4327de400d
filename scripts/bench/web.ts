/**
 * `npm run bench:web`: builds the web entries (each with its Vite manifest), prints the gzip size of the portal's and the
 * back office's first load (entry chunk and its static imports), then signs in through the real login page in
 * Chromium and runs Lighthouse (desktop preset) on the dashboard and a report page over the same browser, and
 * prints the median scores for performance, accessibility and best practices. Not a test (a slow machine scores
 * lower); it exits 0 and marks missed targets. `--skip-build` reuses dist/,
 * `--runs=N` sets the Lighthouse runs per page (default 3).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../../tests/e2e/support/ownServer';
import { projectRoot, spawnServer } from '../../tests/e2e/support/spawnServer';
import { budgetMisses, firstLoadsOf, formatKb } from './firstLoad';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const user = { username: 'max.muster', name: 'Max Mustermann' };
const pages = [
  { name: 'Dashboard', path: '/', targets: { performance: 90, accessibility: 100 } },
  { name: 'Bericht', path: '/modules/5/reports/13', targets: {} },
] as const;
const categories = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof categories)[number];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function reportFirstLoads(): string[] {
  if (!args.includes('--skip-build')) {
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

interface Scores {
  scores: Record<Category, number>;
  /** Titles of the audits of accessibility and best practices that did not pass, in the last run. */
  failing: string[];
}

async function lighthouseScores(url: string, port: number, reportFile: string): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], disableStorageReset: true },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  const { lhr } = result;
  writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${category}: ${audit?.id} (${audit?.title})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    failing,
  };
}

async function reportLighthouse(): Promise<string[]> {
  const server = await spawnServer({ env: { DEV_IDP_TOKEN_TTL: '3600' } });
  const profile = mkdtempSync(join(tmpdir(), 'radar-lighthouse-'));
  const port = await freePort();
  // A persistent context is the browser's default context: the tabs Lighthouse opens share its signed-in storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    locale: 'de-DE',
  });
  const misses: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/`);
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('Passwort').fill('test');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` }).waitFor();
    const cdp = await context.newCDPSession(page);
    console.log(`\nLighthouse ${runs}× je Seite (Desktop-Voreinstellung, Median), angemeldet als ${user.username}:`);
    console.log(`\n| Seite | ${categories.join(' | ')} |\n| --- | --- | --- | --- |`);
    for (const target of pages) {
      const all: Scores[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Keeping the session keeps the HTTP cache too: empty it so every run loads the assets cold.
        await cdp.send('Network.clearBrowserCache');
        const reportFile = join(tmpdir(), `radar-lighthouse-${target.name.toLowerCase()}-${run + 1}.json`);
        all.push(await lighthouseScores(`${server.url}${target.path}`, port, reportFile));
      }
      const medians = Object.fromEntries(
        categories.map((category) => [category, median(all.map((run) => run.scores[category]))]),
      ) as Record<Category, number>;
      console.log(`| ${target.name} (\`${target.path}\`) | ${categories.map((c) => medians[c]).join(' | ')} |`);
      for (const [category, minimum] of Object.entries(target.targets) as [Category, number][]) {
        if (medians[category] < minimum) misses.push(`${target.name}: ${category} ${medians[category]} < ${minimum}`);
      }
      for (const audit of new Set(all.flatMap((run) => run.failing))) misses.push(`${target.name}: ${audit}`);
    }
    console.log(`\nBerichte (JSON): ${join(tmpdir(), 'radar-lighthouse-*.json')}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
  return misses;
}

async function main() {
  const misses = [...reportFirstLoads(), ...(await reportLighthouse())];
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} Kerne (${cpus()[0]?.model ?? 'unbekannt'}), ` +
      `Node ${process.version}, Chromium ${execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim()}`,
  );
  console.log(misses.length ? `\nNicht erreicht:\n- ${misses.join('\n- ')}` : '\nAlle Ziele erreicht.');
}

await main();
