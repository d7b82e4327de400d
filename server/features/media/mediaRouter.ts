import { extname } from 'node:path';
import express from 'express';
import { adminApiPaths } from '@shared/routes';
import { sendError } from '../../data/dataCall';
import { fileInFolder } from '../../security/safePath';
import { adminOnly } from '../../access';
import type { FeatureContext } from '../featureContext';
import type { MediaFiles } from './mediaFiles';
import { mediaFilesOf } from './mediaFilesOf';
import { extensionsOf, sniffImage } from './sniffImage';

export const MEDIA_UPLOAD_PATH = adminApiPaths.mediaUpload;
/** Largest media file a module may carry (as the support form's attachments). */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/**
 * `POST /api/admin/v1/media?fileName=…` with the file as the raw body (admins only): stores a module image in
 * the media (folder, or PostgreSQL with DATABASE_URL) after checking its size (at most 2 MB, 413) and its content (PNG, JPEG, GIF, WebP or SVG
 * without anything active, recognised by content (an SVG rebuilt from an allow-list) and matching the name's ending; 415 otherwise). A name that
 * exists already is refused (409): modules refer to media by name.
 */
export function createMediaRouter(media: MediaFiles, mediaDir: string): express.Router {
  const router = express.Router();
  router.post(
    MEDIA_UPLOAD_PATH,
    adminOnly,
    express.raw({ type: () => true, limit: MAX_MEDIA_BYTES }),
    async (req, res, next) => {
      const fileName = typeof req.query.fileName === 'string' ? req.query.fileName : '';
      const extension = extname(fileName).slice(1).toLowerCase();
      const target = fileInFolder(mediaDir, fileName);
      if (!extension || !target) {
        sendError(res, 400, 'VALIDATION_FAILED', 'Ungültiger Dateiname.', [
          { field: 'fileName', message: 'Buchstaben, Ziffern, Punkt, _ oder - mit Dateiendung' },
        ]);
        return;
      }
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        sendError(res, 400, 'VALIDATION_FAILED', 'Die Datei ist leer.', [{ field: 'file', message: 'Leere Datei' }]);
        return;
      }
      const image = await sniffImage(body);
      if (!image || !extensionsOf[image.kind].includes(extension)) {
        sendError(res, 415, 'MEDIA_TYPE_REFUSED', 'Nur PNG, JPEG, GIF, WebP oder SVG ohne Skripte.');
        return;
      }
      let added: boolean;
      try {
        added = await media.add(fileName, image.bytes);
      } catch (error) {
        next(error);
        return;
      }
      if (!added) {
        sendError(res, 409, 'MEDIA_EXISTS', 'Eine Datei mit diesem Namen gibt es bereits.');
        return;
      }
      res.status(201).json({ fileName, kind: image.kind, size: image.bytes.length });
    },
  );
  return router;
}

export const mediaRouter = (context: FeatureContext): express.Router =>
  createMediaRouter(mediaFilesOf(context), context.config.mediaDir);
