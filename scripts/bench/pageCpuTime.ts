/**
 * `npx tsx scripts/bench/pageCpuTime.ts [path] [--loads N]`: the main-thread CPU time of loading one page of the built
 * app (default: the back office's accounts list), signed in as anna.admin over the same data as bench:web (20,000
 * generated accounts), each load cold (`coldLoadCpu`). For A/B comparisons of one page on a shared machine;
 * bench:web reports the same figure for each of its pages.
 */
import { parseArgs } from 'node:util';
import { adminOverManyAccounts } from './adminOverManyAccounts';
import { coldLoadCpu, cpuMetrics } from './mainThreadCpu';
import { median } from './webTargets';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { loads: { type: 'string', default: '3' } },
});
const path = positionals[0] ?? '/admin/ZbvAccounts';

async function main() {
  const { server, browser } = await adminOverManyAccounts();
  const threadTimes: number[] = [];
  try {
    for (let load = 0; load < Number(options.loads); load += 1) {
      const measured = await coldLoadCpu(browser, server.url, path);
      threadTimes.push(measured.ThreadTime);
      console.log(cpuMetrics.map((name) => `${name} ${measured[name]} ms`).join(', '));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${path}: main-thread CPU time, median of ${threadTimes.length}: ${median(threadTimes)} ms`);
}

await main();
