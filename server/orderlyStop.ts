import type { Server } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Readiness } from './health/readiness';

export interface StopPlan {
  httpServer: Server;
  readiness: Readiness;
  /** How long readiness answers DOWN while the port still serves, before it closes (SIGTERM only). */
  drainDelayMs: number;
  /** Once the port is closed: connections still busy after this long are cut. */
  timeoutMs: number;
  /** Started at the signal beside the drain (workers that take no new work), awaited before `release`. */
  stopWorkers: () => Promise<void>;
  /** Everything after the last answer: store, pool. */
  release: () => Promise<void>;
  log: Logger;
  /** Waits the drain delay (a test passes one it controls). */
  delay?: (ms: number) => Promise<unknown>;
}

/** Whether the process stopped cleanly (exit 0) or a step of the stop failed (exit 1). */
export type StopOutcome = 'clean' | 'failed';

/**
 * The orderly stop of docs/resilience.md: readiness DOWN at once, the port still serving for the drain delay (the
 * balancer's checks see DOWN and stop sending), then the port closed, requests in flight answered within the
 * timeout, `release`, and a log line that says how many requests were answered after the signal. Once only.
 */
export function orderlyStop(plan: StopPlan): (signal: NodeJS.Signals) => Promise<StopOutcome> {
  const { httpServer, readiness, log } = plan;
  let signalled = false;
  let answered = 0;
  httpServer.on('request', (_req, res) => {
    res.once('finish', () => {
      if (signalled) answered++;
    });
  });
  let stopping: Promise<StopOutcome> | undefined;
  return (signal) => {
    stopping ??= (async () => {
      signalled = true;
      readiness.stopping();
      log.info({ signal }, `Kommunikationswelt Radar wird beendet (${signal})`);
      const workersStopped = plan.stopWorkers();
      // A developer's Ctrl-C has no balancer to wait for.
      if (signal === 'SIGTERM' && plan.drainDelayMs > 0) await (plan.delay ?? wait)(plan.drainDelayMs);
      const cutOff = setTimeout(() => httpServer.closeAllConnections(), plan.timeoutMs);
      try {
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        await Promise.all([closed, workersStopped]);
        await plan.release();
        log.info(
          { drained: answered },
          `Kommunikationswelt Radar beendet (nach dem Signal beantwortete Anfragen: ${answered})`,
        );
        return 'clean';
      } catch (error) {
        log.error({ err: error }, 'Beenden nicht sauber');
        return 'failed';
      } finally {
        clearTimeout(cutOff);
      }
    })();
    return stopping;
  };
}
