import type { Logger } from 'pino';

export interface ProviderReachability {
  /** Whether the provider's discovery document and keys have been loaded (once is enough: they are cached). */
  readonly reachable: boolean;
  stop: () => void;
}

/** Wait between attempts while the provider is unreachable. */
export const PROVIDER_RETRY_MS = 5_000;

/**
 * Loads an external provider's discovery document and keys as the server starts, and again every few seconds
 * until that works: the server starts and stays up while its provider is down (readiness DOWN, sign-in 503) and
 * serves as soon as the provider answers, without a restart.
 */
export function watchProviderReachability(
  load: () => Promise<unknown>,
  issuer: string,
  log: Logger,
  retryMs = PROVIDER_RETRY_MS,
): ProviderReachability {
  let reachable = false;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  // Once, and then about every ten minutes: a provider down for a day must not fill the log.
  const logEvery = Math.max(1, Math.round(600_000 / retryMs));
  const attempt = () => {
    load().then(
      () => {
        reachable = true;
        if (failures > 0) log.info(`Identitätsanbieter ${issuer} wieder erreichbar; Anmeldungen sind möglich.`);
      },
      (error: unknown) => {
        failures += 1;
        if ((failures - 1) % logEvery === 0)
          log.error(
            { reason: (error as Error).message },
            `Identitätsanbieter ${issuer} nicht erreichbar: Anmeldungen sind nicht möglich, Bereitschaft DOWN. ` +
              `Neuer Versuch alle ${Math.round(retryMs / 1000)} s.`,
          );
        if (stopped) return;
        timer = setTimeout(attempt, retryMs);
        timer.unref();
      },
    );
  };
  attempt();
  return {
    get reachable() {
      return reachable;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
