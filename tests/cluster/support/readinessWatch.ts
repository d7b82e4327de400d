import { setTimeout as wait } from 'node:timers/promises';
import { HEALTH_PATH } from '@shared/api/paths';
import type { Instance } from './instance';

export type ProbeState = 'UP' | 'DOWN' | 'refused';

export interface ReadinessWatch {
  /** Per instance, each change of what its readiness probe answered, with when (ms since the epoch). */
  changes: Map<string, { state: ProbeState; at: number }[]>;
  /** Whether the instance's probe answered `state` at some moment after `since`. */
  seen: (name: string, state: ProbeState, since: number) => boolean;
  stop: () => Promise<void>;
}

/** Asks every instance's readiness directly (not through the balancer) every `intervalMs` until stopped. */
export function watchReadiness(instances: readonly Instance[], intervalMs = 100): ReadinessWatch {
  const changes = new Map(
    instances.map((instance) => [instance.settings.name, [] as { state: ProbeState; at: number }[]]),
  );
  let running = true;
  const probe = async (instance: Instance): Promise<ProbeState> => {
    try {
      const response = await fetch(`${instance.url}${HEALTH_PATH}/readiness`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.status === 200 ? 'UP' : 'DOWN';
    } catch {
      return 'refused';
    }
  };
  const watching = instances.map(async (instance) => {
    const seen = changes.get(instance.settings.name)!;
    while (running) {
      const state = await probe(instance);
      if (seen.at(-1)?.state !== state) seen.push({ state, at: Date.now() });
      await wait(intervalMs);
    }
  });
  return {
    changes,
    seen: (name, state, since) =>
      (changes.get(name) ?? []).some((change) => change.state === state && change.at >= since),
    stop: async () => {
      running = false;
      await Promise.all(watching);
    },
  };
}
