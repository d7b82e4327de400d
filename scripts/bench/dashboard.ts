/**
 * `npm run bench:dashboard`: generates 5,000 modules × 20 reports and 10,000 users with grants into a temporary
 * copy of db.json, starts the real server (production build) on it and measures
 * (1) median and p99 latency of the first module page of one user under 50 concurrent requests (autocannon),
 * (2) in Chromium: time from navigation to the first card, and the median time per search keystroke from the
 *     keydown to the frame that shows the grid's result, timed in the page, over all modules the user has loaded.
 * Not a test; run `npm run build` first. `--server-only` stops after (1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { API_BASE } from '@shared/api/paths';
import { modulePageSchema, portalApiPaths } from '@shared/portalApi';
import type { Database } from '@shared/schemas';
import { signInViaApi } from '@server/testing/signIn';
import { spawnServer } from '../../tests/e2e/support/spawnServer';
import { addBenchData, benchUsername } from './generateDashboardData';
import { signInThroughLoginPage } from '../../tests/e2e/support/signIn';

const size = { modules: 5_000, reportsPerModule: 20, users: 10_000 };
const args = process.argv.slice(2);
const user = benchUsername(42);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measureServer(url: string, authorization: string) {
  const pageUrl = `${url}${API_BASE}${portalApiPaths.modules}?page=0&size=12`;
  const first = await fetch(pageUrl, { headers: { authorization } });
  const page = modulePageSchema.parse(await first.json());
  const run = (duration: number) => autocannon({ url: pageUrl, connections: 50, duration, headers: { authorization } });
  await run(3); // warm-up: index built, JIT warm
  const result = await run(15);
  return {
    totalElements: page.totalElements,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function measureBrowser(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1400, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(() => {
      const w = window as unknown as { firstCardAt?: number; keyAt?: number; shownAfter: Record<string, number> };
      w.shownAfter = {};
      document.addEventListener('keydown', (event) => (w.keyAt = event.timeStamp), true);
      new MutationObserver((_changes, observer) => {
        if (document.querySelector('article[data-module-id]')) {
          w.firstCardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      // In the page, not over the automation protocol: from the keydown to the frame that shows the grid's result.
      new MutationObserver(() => {
        const text = document.querySelector('[data-search]')?.getAttribute('data-search');
        const keyAt = w.keyAt;
        if (text === null || text === undefined || keyAt === undefined || text in w.shownAfter) return;
        requestAnimationFrame(() => (w.shownAfter[text] = performance.now() - keyAt));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-search'] });
    });
    const page = await context.newPage();
    await page.goto('/');
    await signInThroughLoginPage(page, { username: user });
    await page.locator('article[data-module-id]').first().waitFor();

    const firstCard: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto('/');
      await page.locator('article[data-module-id]').first().waitFor();
      firstCard.push(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt));
    }

    // Load every module of the user (scrolling loads page after page), then type a search term key by key.
    const grid = page.locator('[data-card-count]');
    let loaded = 0;
    for (;;) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(400);
      const now = Number(await grid.getAttribute('data-card-count'));
      if (now === loaded) break;
      loaded = now;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('searchbox');
    await search.click();
    const keystrokes: number[] = [];
    for (const key of 'ertragbericht 10') {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const value = await search.inputValue();
      const shownAfter = await page.waitForFunction(
        (text) => (window as unknown as { shownAfter: Record<string, number> }).shownAfter[text],
        value,
      );
      keystrokes.push((await shownAfter.jsonValue()) as number);
    }
    return {
      firstCard: median(firstCard),
      loaded,
      keystroke: median(keystrokes),
      keystrokeMax: Math.max(...keystrokes),
    };
  } finally {
    await browser.close();
  }
}

function prepareDb(dbFile: string) {
  const db = JSON.parse(readFileSync(dbFile, 'utf8')) as Database;
  addBenchData(db, size);
  writeFileSync(dbFile, `${JSON.stringify(db)}\n`);
}

async function main() {
  console.log(`Daten: ${size.modules} Module × ${size.reportsPerModule} Berichte, ${size.users} Nutzer`);
  // The compiled server, whose log the helper reads only until the address: a harness that kept and searched the
  // whole request log shared the two cores with the server and autocannon, and its slowness showed in the p99.
  const server = await spawnServer({ prepareDb, env: { DEV_IDP_TOKEN_TTL: '3600' } });
  try {
    const tokens = await signInViaApi(server.url, user);
    const serverFigures = await measureServer(server.url, `Bearer ${tokens.access_token}`);
    console.log(
      `Server, erste Modulseite von ${user} (${serverFigures.totalElements} Module sichtbar), 50 gleichzeitige Anfragen: ` +
        `Median ${ms(serverFigures.p50)}, p99 ${ms(serverFigures.p99)}, ${serverFigures.rps.toFixed(0)} Anfragen/s, Fehler ${serverFigures.errors}`,
    );
    if (args.includes('--server-only')) return;
    const browserFigures = await measureBrowser(server.url);
    console.log(
      `Chromium: erste Karte nach ${ms(browserFigures.firstCard)} (Median aus 5), Suche über ${browserFigures.loaded} geladene Module: ` +
        `Median ${ms(browserFigures.keystroke)} je Tastendruck (höchstens ${ms(browserFigures.keystrokeMax)})`,
    );
  } finally {
    await server.stop();
    console.log(
      `Maschine: ${cpus().length} Kerne (${cpus()[0]?.model ?? 'unbekannt'}), Node ${process.version}, Last (1 min) ${loadavg()[0]?.toFixed(1)}`,
    );
  }
}

await main();
