import type { Store } from '../store/store';
import { jobCounters, watchedPools, type PoolCounts } from './registry';

/** The job records of each kind (decision 044): a queued GA change, a support mail, a report export run. */
const JOB_COLLECTIONS = { gaQueues: 'ga-queue', supportRequests: 'support-mail', pbiExportJobs: 'report-export' };
/** Done records stay as history; these are the states an operator watches. */
const WATCHED = ['queued', 'running', 'failed'];

/** Counts of the store's job records by kind and watched status, every pair present (0 included). */
export function jobCounts(store: Store): { kind: string; status: string; count: number }[] {
  return Object.entries(JOB_COLLECTIONS).flatMap(([collection, kind]) => {
    const statuses = store.collection(collection as keyof typeof JOB_COLLECTIONS).map((record) => record.status);
    return WATCHED.map((status) => ({ kind, status, count: statuses.filter((s) => s === status).length }));
  });
}

/** The gauges read this app's pool (with DATABASE_URL) and job records at each scrape; the answer stops that. */
export function watchInstance(store: Store, pool: PoolCounts | undefined): () => void {
  const countJobs = () => jobCounts(store);
  jobCounters.add(countJobs);
  if (pool) watchedPools.add(pool);
  return () => {
    jobCounters.delete(countJobs);
    if (pool) watchedPools.delete(pool);
  };
}
