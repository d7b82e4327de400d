import type { SignedInBrowser } from './lighthouseRun';

/** Chromium's per-renderer counters (CDP `Performance.getMetrics`) a load is reported in, in ms. */
export const cpuMetrics = [
  'ThreadTime',
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
] as const;
export type CpuMetric = (typeof cpuMetrics)[number];

/**
 * One cold load of `serverUrl + path` in the signed-in browser (HTTP cache emptied first): the main thread's CPU
 * time (`ThreadTime`) and the wall-clock task, script, layout and style times, from the navigation until 3 s after
 * the network went idle (so work deferred past the load is counted too). The neighbours on a shared machine stretch
 * the wall-clock times far more than the CPU time the page itself needs.
 */
export async function coldLoadCpu(
  browser: SignedInBrowser,
  serverUrl: string,
  path: string,
): Promise<Record<CpuMetric, number>> {
  await browser.clearCache();
  const page = await browser.context.newPage();
  try {
    // A page of the same origin first, so the measured navigation stays in the renderer the metrics come from.
    await page.goto(`${serverUrl}/actuator/health/liveness`);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return new Map(list.map(({ name, value }) => [name, value]));
    };
    const before = await metrics();
    await page.goto(`${serverUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const after = await metrics();
    const ms = (name: CpuMetric) => Math.round(((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000);
    return Object.fromEntries(cpuMetrics.map((name) => [name, ms(name)])) as Record<CpuMetric, number>;
  } finally {
    await page.close();
  }
}
