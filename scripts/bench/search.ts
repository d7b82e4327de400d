/**
 * `npm run bench:search`: 5,000 modules × 20 reports in a temporary copy of db.json and an account granted all of
 * them; the compiled server (`npm run build` first) on it; in Chromium (headless, as the user would run it) the
 * real login page, the dashboard with every module loaded (scrolling loads page after page), then a word typed
 * into the search key by key at a typist's pace. Prints each keystroke's input delay and processing time (timed
 * in the page like the Event Timing API, which is collected beside it), the time until the grid shows the result,
 * and p50, p95 and maximum. Target: p95 of input delay + processing under 16 ms. Not a test; it exits 0.
 * `--word=…` sets the word, `--interval=…` the ms between keystrokes (default 120), `--rounds=…` how often the word
 * is typed into the emptied search (default 3), `--profile=file.cpuprofile` saves a CPU profile of the typing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import type { Database } from '@shared/schemas';
import { spawnServer } from '../../tests/e2e/support/spawnServer';
import { addAllModulesUser, addBenchData, allModulesUsername } from './generateDashboardData';
import { type BenchWindow, instrumentKeystrokes, keystrokeRows, keystrokeTable } from './keystrokeTiming';
import { quantile } from './quantile';
import { signInThroughLoginPage } from '../../tests/e2e/support/signIn';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const word = option('word') ?? 'ertragbericht 1004';
const interval = Number(option('interval') ?? 120);
const rounds = Number(option('rounds') ?? 3);
const profileFile = option('profile');
const size = { modules: 5_000, reportsPerModule: 20, users: 100 };
const targetMs = 16;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The modules the account sees: every active generated one (set once the data is written). */
let visibleModules = 0;

function prepareDb(dbFile: string) {
  const db = JSON.parse(readFileSync(dbFile, 'utf8')) as Database;
  const before = db.modules.length;
  addBenchData(db, size);
  addAllModulesUser(db, size.modules);
  visibleModules = db.modules.slice(before).filter((module) => module.active).length;
  writeFileSync(dbFile, `${JSON.stringify(db)}\n`);
}

/** Scrolls to the end of the grid until every module is loaded (scrolling loads page after page). */
async function loadEveryModule(page: Page): Promise<number> {
  return page.evaluate(async (expected) => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    let count = 0;
    while (count < expected) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((done) => setTimeout(done, 50));
      count = Number(document.querySelector('[data-card-count]')?.getAttribute('data-card-count'));
    }
    window.scrollTo(0, 0);
    return count;
  }, visibleModules);
}

/** Types the word key by key at a fixed pace, whatever the page is doing (a typist does not wait for the grid). */
async function typeWord(page: Page) {
  const start = Date.now();
  for (const [index, key] of [...word].entries()) {
    const due = start + index * interval - Date.now();
    if (due > 0) await page.waitForTimeout(due);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
  }
  await page.waitForFunction(
    (text) => document.querySelector('[data-search]')?.getAttribute('data-search') === text,
    word,
  );
}

/** Types the word `rounds` times into the emptied search; returns what the page measured for the typed keys. */
async function measureTyping(page: Page) {
  const search = page.getByRole('searchbox');
  const typed = [];
  for (let round = 0; round < rounds; round += 1) {
    await search.fill('');
    await page.waitForFunction(() => document.querySelector('[data-search]')?.getAttribute('data-search') === '');
    await page.waitForTimeout(1000);
    await search.focus();
    await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      w.keystrokes = [];
    });
    await typeWord(page);
    await page.waitForTimeout(500);
    typed.push(...(await page.evaluate(() => (window as unknown as BenchWindow).keystrokes)));
  }
  const eventTimings = await page.evaluate(() => (window as unknown as BenchWindow).eventTimings);
  return { keystrokes: typed, eventTimings };
}

async function main() {
  console.log(
    `Daten: ${size.modules} Module × ${size.reportsPerModule} Berichte, alle sichtbar für ${allModulesUsername}`,
  );
  const server = await spawnServer({ prepareDb, env: { DEV_IDP_TOKEN_TTL: '3600' } });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(instrumentKeystrokes);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await signInThroughLoginPage(page, { username: allModulesUsername });
    await page.locator('article[data-module-id]').first().waitFor();
    const loadStarted = Date.now();
    const loaded = await loadEveryModule(page);
    console.log(
      `${loaded} Module geladen (${((Date.now() - loadStarted) / 1000).toFixed(0)} s); tippe ${rounds}× „${word}“, ein Zeichen alle ${interval} ms:\n`,
    );
    const cdp = await context.newCDPSession(page);
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const { keystrokes, eventTimings } = await measureTyping(page);
    if (profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`CPU-Profil der Eingaben: ${profileFile}`);
    }
    const rows = keystrokeRows(keystrokes);
    console.log(keystrokeTable(rows));
    const slowKeydowns = eventTimings.filter((entry) => entry.name === 'keydown');
    console.log(
      `\nEvent Timing (Ereignisse ab 16 ms bis zum nächsten Bild): ${eventTimings.length} Ereignisse, ` +
        `davon ${slowKeydowns.length} keydown` +
        (eventTimings.length ? `, längstes ${Math.max(...eventTimings.map((e) => e.duration))} ms` : ''),
    );
    const p95 = quantile(
      rows.map((row) => row.total),
      0.95,
    );
    console.log(
      `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} Kerne (${cpus()[0]?.model ?? 'unbekannt'}), ` +
        `Node ${process.version}, ${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()}, ` +
        `Last (1 min) ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      p95 < targetMs
        ? `Ziel erreicht: p95 Eingabeverzögerung + Verarbeitung ${p95.toFixed(1)} ms < ${targetMs} ms.`
        : `Nicht erreicht: p95 Eingabeverzögerung + Verarbeitung ${p95.toFixed(1)} ms ≥ ${targetMs} ms.`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
