import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The instance's metrics (Prometheus text format, `GET /metrics`). Each instance counts for itself and Prometheus
 * scrapes every instance, so these live in the process, not in the store. Series and alerts: docs/operations.md,
 * Metrics.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'radar_http_requests_total',
  help: 'Answered HTTP requests by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'radar_http_request_duration_seconds',
  help: 'Time from request to the end of the answer, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const signIns = new Counter({
  name: 'radar_sign_ins_total',
  help: 'Sign-in steps (code exchange, refresh, the development login form) by outcome: success, failure, refused.',
  labelNames: ['step', 'outcome'] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'radar_rate_limit_refusals_total',
  help: 'Requests refused by an abuse limit (429), by limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const groupCommitBatchSize = new Histogram({
  name: 'radar_store_commit_batch_size',
  help: 'Writes committed together in one PostgreSQL transaction, by writer (data API, features replica).',
  labelNames: ['writer'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 128],
  registers: [registry],
});

export const replicaLag = new Histogram({
  name: 'radar_store_replica_lag_seconds',
  help: "Time from another writer's change notice to this instance's replica holding the change.",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const replicaReloads = new Counter({
  name: 'radar_store_replica_reloads_total',
  help: 'Whole collections read again by the replica (after a lost LISTEN connection, a refused commit, a reload).',
  registers: [registry],
});

/** What the gauges below read at each scrape: the instance's pool and its job records (one app each). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
export const watchedPools = new Set<PoolCounts>();
export const jobCounters = new Set<() => { kind: string; status: string; count: number }[]>();

const poolGauge = (name: string, help: string, value: (pool: PoolCounts) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set([...watchedPools].reduce((sum, pool) => sum + value(pool), 0));
    },
  });

poolGauge('radar_store_pool_connections', 'Open connections of the PostgreSQL pool.', (pool) => pool.totalCount);
poolGauge(
  'radar_store_pool_in_use',
  'Connections of the PostgreSQL pool checked out now.',
  (pool) => pool.totalCount - pool.idleCount,
);
poolGauge(
  'radar_store_pool_waiting',
  'Requests waiting for a connection of the PostgreSQL pool.',
  (pool) => pool.waitingCount,
);

new Gauge({
  name: 'radar_jobs',
  help: 'Background jobs by kind and status (queued, running, failed).',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const count of jobCounters)
      for (const row of count()) this.inc({ kind: row.kind, status: row.status }, row.count);
  },
});
