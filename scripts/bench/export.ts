/**
 * `npm run bench:export`: the back office's list export at scale. The built app over the fixtures plus 100,000
 * generated accounts (100,031), anna.admin signed in through the real login page on `/admin/ZbvAccounts`; then,
 * `--runs N` times each (default 3), CSV and Excel of the whole list: the time from the click to the file on disk,
 * the longest main-thread task of the tab from the click until the page has seen the export end (Long Tasks API),
 * the tab's JavaScript heap at its peak (CDP `Performance.getMetrics`, sampled every 100 ms), and the file. Last,
 * print of the whole list, which its bound refuses. Targets: under 10 s, no task over 200 ms, heap under 300 MB.
 * Not a test (a busy machine is slower); it exits 0 and marks missed targets.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { gridExportTexts } from '@shared/texts';
import { adminOverManyAccounts } from './adminOverManyAccounts';
import { chromiumPath } from './lighthouseRun';
import { median } from './webTargets';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
const generated = 100_000;
const targets = { seconds: 10, longTaskMs: 200, heapMb: 300 };
const buttons = {
  csv: 'Gefilterte Datensätze als CSV exportieren',
  xlsx: 'Gefilterte Datensätze als Excel-Arbeitsmappe exportieren',
} as const;

interface ExportRun {
  seconds: number;
  longestTaskMs: number;
  heapMb: number;
  fileMb: number;
}

declare global {
  interface Window {
    benchLongTasks: number[];
  }
}

async function exportOnce(page: Page, format: keyof typeof buttons): Promise<ExportRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find(({ name }) => name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
  };
  await page.evaluate(() => {
    window.benchLongTasks = [];
  });
  let peak = await heapMb();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await heapMb());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const clicked = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: buttons[format] }).click(),
  ]);
  const file = await download.path();
  const seconds = (performance.now() - clicked) / 1000;
  // The page has seen the end once its progress is gone (it asks every 500 ms).
  await page.getByText(/^Export läuft|^Der Export wird vorbereitet/).waitFor({ state: 'hidden', timeout: 60_000 });
  sampling = false;
  await sampler;
  const longTasks = await page.evaluate(() => window.benchLongTasks);
  await cdp.detach();
  return { seconds, longestTaskMs: Math.max(0, ...longTasks), heapMb: peak, fileMb: statSync(file).size / 2 ** 20 };
}

const one = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = (value: number) => Math.round(value).toLocaleString('de-DE');

async function main() {
  const loadAtStart = loadavg()[0] ?? 0;
  console.log(`Starte den Server mit ${whole(generated)} zusätzlichen Konten und melde anna.admin an …`);
  const { server, browser } = await adminOverManyAccounts(generated);
  const misses: string[] = [];
  try {
    const { page } = browser;
    await page.goto(`${server.url}/admin/ZbvAccounts`);
    await page.getByText(/^1-25 von /).waitFor({ timeout: 120_000 });
    const total = (await page.getByText(/^1-25 von /).innerText()).replace(/^1-25 von /, '');
    await page.evaluate(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    console.log(`\nZBV-Konten: ${total} Datensätze, ${runs} Exporte je Format.\n`);
    console.log(
      '| Format | Zeit bis zur Datei (Median; Läufe) | Längste Aufgabe im Hauptthread | JS-Heap des Tabs (Spitze) | Datei |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const format of ['csv', 'xlsx'] as const) {
      const results: ExportRun[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await exportOnce(page, format));
      const seconds = median(results.map((result) => result.seconds));
      const longest = Math.max(...results.map((result) => result.longestTaskMs));
      const heap = Math.max(...results.map((result) => result.heapMb));
      console.log(
        `| ${format === 'csv' ? 'CSV' : 'Excel'} | ${one(seconds)} s (${results.map((r) => one(r.seconds)).join(', ')}) | ` +
          `${whole(longest)} ms | ${whole(heap)} MB | ${one(results[0]?.fileMb ?? 0)} MB |`,
      );
      if (seconds >= targets.seconds) misses.push(`${format}: ${one(seconds)} s ≥ ${targets.seconds} s`);
      if (longest > targets.longTaskMs)
        misses.push(`${format}: Aufgabe von ${whole(longest)} ms > ${targets.longTaskMs} ms`);
      if (heap >= targets.heapMb) misses.push(`${format}: Heap ${whole(heap)} MB ≥ ${targets.heapMb} MB`);
    }
    await page.getByRole('button', { name: 'Gefilterte Datensätze drucken' }).click();
    const refusal = page.getByText(gridExportTexts.tooLarge(Number(total.replace(/\./g, '')), 10_000));
    await refusal.waitFor({ timeout: 30_000 });
    console.log(`\nDrucken der ganzen Liste: abgelehnt mit „${await refusal.innerText()}“`);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} Kerne ` +
      `(${cpus()[0]?.model ?? 'unbekannt'}), Node ${process.version}, ` +
      `${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()}, Last (1 min) ` +
      `${loadAtStart.toFixed(1)} zu Beginn, ${(loadavg()[0] ?? 0).toFixed(1)} am Ende`,
  );
  console.log(misses.length ? `\nNicht erreicht:\n- ${misses.join('\n- ')}` : '\nAlle Ziele erreicht.');
}

await main();
