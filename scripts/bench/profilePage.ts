/**
 * `npx tsx scripts/bench/profilePage.ts [path]`: a V8 CPU profile of loading one page of the built app (default: the
 * back office's accounts list), signed in as anna.admin over the same data as bench:web (20,000 generated accounts),
 * HTTP cache emptied first. Prints the self time per function (mapped through source maps when the build has them,
 * `npx vite build --sourcemap`) and per source file, and writes the `.cpuprofile` (Chromium's DevTools open it).
 * A profiling aid, not a bench: the times are the sampler's, on whatever load the machine has.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { projectRoot } from '../../tests/e2e/support/spawnServer';
import { adminOverManyAccounts } from './adminOverManyAccounts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { positionals } = parseArgs({ allowPositionals: true });
const path = positionals[0] ?? '/admin/ZbvAccounts';
const maps = new Map<string, TraceMap | null>();

function sourceMapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = join(projectRoot, 'dist', new URL(url).pathname + '.map');
    try {
      maps.set(url, new TraceMap(readFileSync(file, 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
}

/** "name (source:line)" of a call frame, through the chunk's source map when there is one. */
function placeOf({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): [string, string] {
  if (!url.startsWith('http')) return [`${functionName || '(anonymous)'} ${url}`, url || '(native)'];
  const map = sourceMapOf(url);
  const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
  const source = (original?.source ?? new URL(url).pathname).replace(/^.*node_modules\//, '');
  const name = original?.name ?? functionName ?? '(anonymous)';
  return [`${name || functionName || '(anonymous)'} ${source}:${original?.line ?? lineNumber + 1}`, source];
}

function printTop(title: string, times: Map<string, number>, total: number) {
  console.log(`\n${title}`);
  for (const [key, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

async function main() {
  const { server, browser } = await adminOverManyAccounts();
  try {
    await browser.clearCache();
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('row').nth(5).waitFor({ timeout: 60_000 });
    const shown = Date.now() - started;
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const file = join(projectRoot, '.tmp', `profile-${path.replaceAll('/', '_')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byFunction = new Map<string, number>();
    const bySource = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      if (!node || node.callFrame.functionName === '(idle)') return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const [name, source] = placeOf(node.callFrame);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      bySource.set(source, (bySource.get(source) ?? 0) + ms);
      total += ms;
    });
    console.log(`${path}: rows shown after ${shown} ms; CPU (not idle) ${total.toFixed(0)} ms; profile ${file}`);
    printTop('Self time per function', byFunction, total);
    printTop('Self time per source', bySource, total);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
