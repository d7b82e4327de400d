import type { Router } from 'express';
import type { ServerConfig } from '../config';
import type { DataWriteWatchers } from '../data/dataWriteWatchers';
import type { Store } from '../store/store';

/**
 * What every server feature gets: the one store, the configuration, the public address, and where to watch the
 * data API's writes.
 */
export interface FeatureContext {
  store: Store;
  config: ServerConfig;
  publicUrl: string;
  dataWrites: DataWriteWatchers;
}

/** A feature contributes routes below the API base (after the token check). */
export type Feature = (context: FeatureContext) => Router;
