/**
 * `npx tsx scripts/bench/pageCpuTime.ts [path] [--loads N]`: the main-thread CPU time of loading one page of the built
 * app (default: the back office's accounts list), signed in as anna.admin over the same data as bench:web (20,000
 * generated accounts), HTTP cache emptied before each load. Chromium's `ThreadTime` (CDP `Performance.getMetrics`)
 * from the navigation until 3 s after the network went idle, beside the wall-clock task, script, layout and style
 * times. For A/B comparisons on a shared machine: the neighbours stretch the wall-clock times (and Lighthouse's
 * scores) far more than the CPU time the page itself needs.
 */
import { parseArgs } from 'node:util';
import { adminOverManyAccounts } from './adminOverManyAccounts';
import { median } from './webTargets';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { loads: { type: 'string', default: '3' } },
});
const path = positionals[0] ?? '/admin/ZbvAccounts';
const reported = ['ThreadTime', 'TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

async function main() {
  const { server, browser } = await adminOverManyAccounts();
  const threadTimes: number[] = [];
  try {
    for (let load = 0; load < Number(options.loads); load += 1) {
      await browser.clearCache();
      const page = await browser.context.newPage();
      // A page of the same origin first, so the measured navigation stays in the renderer the metrics come from.
      await page.goto(`${server.url}/actuator/health/liveness`);
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = async () => {
        const { metrics: list } = await cdp.send('Performance.getMetrics');
        return new Map(list.map(({ name, value }) => [name, value]));
      };
      const before = await metrics();
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000);
      const after = await metrics();
      const ms = (name: string) => Math.round(((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000);
      threadTimes.push(ms('ThreadTime'));
      console.log(reported.map((name) => `${name} ${ms(name)} ms`).join(', '));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${path}: main-thread CPU time, median of ${threadTimes.length}: ${median(threadTimes)} ms`);
}

await main();
