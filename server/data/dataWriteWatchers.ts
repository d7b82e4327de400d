import express, { type RequestHandler } from 'express';
import type { CollectionName } from '@shared/schemas';

/**
 * Features that react to the data API's writes of a collection (the GA queue follows GaPermissionsManagement)
 * register a handler here instead of mounting a router on the data path: the data router then comes ahead of
 * every feature router, so a data call does not walk their routes. A handler runs before the write for every
 * call on its collection, GETs included, and must call `next`.
 */
export class DataWriteWatchers {
  readonly router = express.Router();

  watch(collection: CollectionName, handler: RequestHandler): void {
    this.router.use(`/${collection}`, handler);
  }
}
