import { setTimeout as wait } from 'node:timers/promises';
import { DATA_BASE } from '@shared/api/paths';
import type { TokenSet } from '@server/auth/oidcClient';
import { postJson } from './api';
import { NETWORK_ERROR } from './writesDuringKill';

/** A client's pause before it sends a refused write again (shorter than Retry-After: the test wants many tries). */
const RETRY_AFTER_MS = 200;
/** How long one write may take to be acknowledged, retries included, before the load gives it up. */
const GIVE_UP_AFTER_MS = 30_000;

export interface WriterLoad {
  /** Writes answered 2xx: the record's id, its title and when (ms since the epoch). */
  acknowledged: { id: string; title: string; at: number }[];
  /** Every answer that was not 2xx (its status, or NETWORK_ERROR with its cause) and when. */
  failures: { status: string; at: number }[];
  /** Titles of writes no retry got acknowledged within GIVE_UP_AFTER_MS. */
  givenUp: string[];
  /** Ends the load once each writer's current write is acknowledged (or given up). */
  stop: () => Promise<void>;
}

/**
 * `writers` clients that each create one notification after another through the balancer, as long as the load
 * runs: a bounded load (each waits for its answer). A refused write is sent again after a short pause until it is
 * acknowledged, as the portal retries a 503.
 */
export function startWriterLoad(balancerUrl: string, tokens: TokenSet, writers: number, label: string): WriterLoad {
  const load: Omit<WriterLoad, 'stop'> = { acknowledged: [], failures: [], givenUp: [] };
  let running = true;
  const writeOnce = async (title: string): Promise<void> => {
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    while (Date.now() < deadline) {
      try {
        const response = await postJson(`${balancerUrl}${DATA_BASE}/notifications`, tokens, {
          title,
          message: 'Schreibvorgang während eines Fehlers im Cluster',
          active: false,
        });
        if (response.ok) {
          const record = (await response.json()) as { id: number | string };
          load.acknowledged.push({ id: String(record.id), title, at: Date.now() });
          return;
        }
        await response.arrayBuffer();
        load.failures.push({ status: String(response.status), at: Date.now() });
      } catch (error) {
        const { cause } = error as Error & { cause?: { code?: string; message?: string } };
        const status = `${NETWORK_ERROR} (${cause?.code ?? cause?.message ?? (error as Error).message})`;
        load.failures.push({ status, at: Date.now() });
      }
      await wait(RETRY_AFTER_MS);
    }
    load.givenUp.push(title);
  };
  const writing = Array.from({ length: writers }, async (_, writer) => {
    for (let n = 0; running; n++) await writeOnce(`${label} ${writer}-${n}`);
  });
  return {
    ...load,
    stop: async () => {
      running = false;
      await Promise.all(writing);
    },
  };
}
