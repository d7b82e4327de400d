import { basename, extname } from 'node:path';
import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';
import { fileInFolder } from '../../security/safePath';
import type { MediaFiles } from './mediaFiles';
import { mediaFilesOf } from './mediaFilesOf';

const contentTypes: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * `GET /module/v1/media/{fileName}`: a module's image from the media folder (with DATABASE_URL also an upload in
 * PostgreSQL) with its content type, for any signed-in user. Only plain file names of known image types; an SVG is sent with a policy that lets nothing
 * in it run, even when it is opened on its own.
 */
export function createMediaFileRouter(media: MediaFiles, mediaDir: string): express.Router {
  const router = express.Router();
  router.get(`${portalApiPaths.mediaPrefix}:fileName`, async (req, res, next) => {
    const fileName = req.params.fileName ?? '';
    const type = contentTypes[extname(fileName).slice(1).toLowerCase()];
    const file = fileInFolder(mediaDir, fileName);
    if (!type || !file) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Ungültiger Dateiname.', [
        { field: 'fileName', message: 'Buchstaben, Ziffern, Punkt, _ oder - mit Bild-Dateiendung' },
      ]);
      return;
    }
    let body;
    try {
      body = await media.open(fileName);
    } catch (error) {
      next(error);
      return;
    }
    if (!body) {
      sendError(res, 404, 'NOT_FOUND', 'Diese Datei gibt es nicht.');
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=3600');
    // Relative to the folder: `dotfiles` then judges the file name only, not the folder (by default `.data/media`).
    if ('path' in body) res.sendFile(basename(file), { root: mediaDir, dotfiles: 'deny' });
    else res.send(body.bytes);
  });
  return router;
}

export const mediaFileRouter = (context: FeatureContext): express.Router =>
  createMediaFileRouter(mediaFilesOf(context), context.config.mediaDir);
