import type { Router } from 'express';
import type { ServerConfig } from '../config';
import type { DataWriteWatchers } from '../data/dataWriteWatchers';
import type { PgFiles } from '../files/pgFiles';
import type { Jobs } from '../jobs/jobs';
import type { Store } from '../store/store';

/**
 * What every server feature gets: the one store, the configuration, the public address, where to watch the
 * data API's writes, the job leases, and where to say how its workers stop.
 */
export interface FeatureContext {
  store: Store;
  config: ServerConfig;
  publicUrl: string;
  dataWrites: DataWriteWatchers;
  /** Leases for work that must run once across instances (queues, schedules, syncs). */
  jobs: Jobs;
  /**
   * With DATABASE_URL: the files every instance must see (support spool, export files, uploaded media) in
   * PostgreSQL; undefined without it, and the features keep them in their folders (docs/decisions/098).
   */
  sharedFiles?: PgFiles;
  /** Registers how a background worker of the feature stops; called once on shutdown, before the store flushes. */
  onShutdown: (stop: () => void | Promise<void>) => void;
}

/** A feature contributes routes below the API base (after the token check). */
export type Feature = (context: FeatureContext) => Router;
