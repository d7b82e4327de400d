import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { projectRoot } from '../../projectRoot';
import { adminApiPaths } from '@shared/routes';

/** The fixture export served by the local source in development and tests. */
export const fixtureExportFile = join(projectRoot, 'server/integrations/zbv/fixtureExport.json');
export const LOCAL_SOURCE_PATH = adminApiPaths.zbvLocalSource;

/**
 * A stand-in for the ZBV: answers `GET /zbv-source/export` with the export file, read on every request so a
 * test (or a developer) can change what the "ZBV" delivers without restarting anything.
 */
export function localZbvSourceRouter(file: string = fixtureExportFile): express.Router {
  const router = express.Router();
  router.get(LOCAL_SOURCE_PATH, (_req, res) => {
    res.type('application/json').send(readFileSync(file, 'utf8'));
  });
  return router;
}
