import { DATA_BASE } from '@shared/api/paths';
import type { TokenSet } from '@server/auth/oidcClient';
import { signInViaApi } from '@server/testing/signIn';
import { getJson } from './api';
import type { Cluster } from './cluster';
import { pollUntil } from './pollUntil';
import { watchReadiness, type ReadinessWatch } from './readinessWatch';
import { startWriterLoad, type WriterLoad } from './writerLoad';

/** Writers of the fault scenarios: enough to keep both instances busy, few enough for a shared CI machine. */
export const WRITERS = 4;

export interface FaultRun {
  load: WriterLoad;
  watch: ReadinessWatch;
  /** Acknowledged writes that PostgreSQL does not hold afterwards (id: title). */
  lost: string[];
  /** Instances whose process is not running once the cluster is back. */
  exited: string[];
  /** The figures for docs/resilience.md. */
  summary: string;
}

/**
 * Runs `fault` while WRITERS clients write through the balancer and every instance's readiness is watched; once it
 * returned, waits for the balancer to see both instances UP and for more writes to be acknowledged, then stops the
 * load and reads back what was acknowledged.
 */
export async function underWriterLoad(
  cluster: Cluster,
  tokens: TokenSet,
  label: string,
  fault: () => Promise<void>,
): Promise<FaultRun> {
  const watch = watchReadiness(cluster.instances);
  const load = startWriterLoad(cluster.balancer.url, tokens, WRITERS, label);
  try {
    await pollUntil('erste Schreibvorgänge bestätigt', async () => load.acknowledged.length >= WRITERS);
    await fault();
    await cluster.balancer.waitFor('UP', ['a', 'b']);
    const afterFault = load.acknowledged.length;
    await pollUntil('Schreibvorgänge nach dem Fehler bestätigt', async () => load.acknowledged.length > afterFault);
  } finally {
    await load.stop();
    await watch.stop();
  }
  const titles = await storedTitles(cluster.balancer.url, tokens);
  const lost = load.acknowledged
    .filter(({ id, title }) => titles.get(id) !== title)
    .map(({ id, title }) => `${id}: ${title}`);
  const exited = cluster.instances.filter((instance) => !instance.running).map((instance) => instance.settings.name);
  const failed = new Map<string, number>();
  for (const { status } of load.failures) failed.set(status, (failed.get(status) ?? 0) + 1);
  const summary = `${label}: ${load.acknowledged.length} bestätigt, ${lost.length} verloren, ${load.failures.length} abgewiesen (${[...failed].map(([status, count]) => `${count}× ${status}`).join(', ') || 'keine'}), ${load.givenUp.length} aufgegeben`;
  return { load, watch, lost, exited, summary };
}

/** Every notification's title by its id, read page by page (the data API answers 1,000 records at most). */
async function storedTitles(balancerUrl: string, tokens: TokenSet): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let start = 0; ; start += PAGE) {
    const page = await getJson<{ id: number | string; title: string }[]>(
      `${balancerUrl}${DATA_BASE}/notifications?sort=["id","ASC"]&range=[${start},${start + PAGE - 1}]`,
      tokens,
    );
    for (const record of page) titles.set(String(record.id), record.title);
    if (page.length < PAGE) return titles;
  }
}
const PAGE = 1000;

/**
 * anna's tokens through the balancer, for a scenario's writers. Once seen on this loaded machine before any fault:
 * the sign-in's reused keep-alive connection closed under it (UND_ERR_SOCKET); that race of the test's client is
 * not what a scenario is about, so the sign-in is tried up to three times.
 */
export async function signInForFaults(balancerUrl: string): Promise<TokenSet> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signInViaApi(balancerUrl, 'anna.admin');
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

/** The states an instance's readiness probe went through from `since` on. */
export const statesSince = (watch: ReadinessWatch, name: string, since: number): string[] =>
  (watch.changes.get(name) ?? []).filter((change) => change.at >= since).map((change) => change.state);
