import { DATA_BASE } from '@shared/api/paths';
import type { TokenSet } from '@server/auth/oidcClient';
import { postJson } from './api';
import type { Instance } from './instance';

/** How a write without any answer is counted: the connection broke before a status arrived. */
export const NETWORK_ERROR = 'Netzwerkfehler';

export interface WriteOutcomes {
  /** Writes answered 2xx: the record's id and its title. */
  acknowledged: { id: string; title: string }[];
  /** The status of every other write, or `NETWORK_ERROR` with its cause when no answer came. */
  refused: string[];
}

/**
 * `count` notifications created at once through the balancer; `victim` gets `kill -9` as the `killAfter`th write
 * is acknowledged, while the others are still queued at the balancer or in flight at an instance.
 */
export async function writesDuringKill(
  balancerUrl: string,
  tokens: TokenSet,
  victim: Instance,
  { count, killAfter }: { count: number; killAfter: number },
): Promise<WriteOutcomes & { killed: boolean }> {
  const outcomes: WriteOutcomes = { acknowledged: [], refused: [] };
  let killed: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const title = `Clustertest ${index}`;
      try {
        const response = await postJson(`${balancerUrl}${DATA_BASE}/notifications`, tokens, {
          title,
          message: 'Schreibvorgang während eines kill -9',
          active: false,
        });
        if (!response.ok) return void outcomes.refused.push(String(response.status));
        const record = (await response.json()) as { id: number | string };
        outcomes.acknowledged.push({ id: String(record.id), title });
        if (outcomes.acknowledged.length === killAfter) killed = victim.kill();
      } catch (error) {
        const { cause } = error as Error & { cause?: { code?: string; message?: string } };
        outcomes.refused.push(`${NETWORK_ERROR} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
      }
    }),
  );
  await killed;
  return { ...outcomes, killed: killed !== undefined };
}
