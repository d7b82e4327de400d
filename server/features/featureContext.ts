import type { Router } from 'express';
import type { ServerConfig } from '../config';
import type { Store } from '../store/store';

/** What every server feature gets: the one store, the configuration and the public address. */
export interface FeatureContext {
  store: Store;
  config: ServerConfig;
  publicUrl: string;
}

/** A feature contributes routes below the API base (after the token check). */
export type Feature = (context: FeatureContext) => Router;
