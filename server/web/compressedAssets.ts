import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { pathInside } from '../security/safePath';

const gzipAsync = promisify(gzip);
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt']);

/**
 * Sends the build's text assets gzip-compressed to browsers that accept it (about a third of their size; the
 * first load of the portal is measured that way). Each file is compressed once and kept: a hashed asset never
 * changes under its name. Anything else (other types, no gzip, missing files) falls through to express.static.
 */
export function compressedAssets(assetsDir: string): RequestHandler {
  const packed = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const wanted = (req.method === 'GET' || req.method === 'HEAD') && compressible.has(extname(req.path));
    if (!wanted || !req.acceptsEncodings('gzip')) return next();
    const file = pathInside(assetsDir, req.path);
    if (!file) return next();
    let body = packed.get(file);
    if (!body) {
      body = readFile(file).then((content) => gzipAsync(content));
      packed.set(file, body);
      // Only files that exist are kept, so requests for made-up names cannot fill the memory.
      body.catch(() => packed.delete(file));
    }
    body.then(
      (gzipped) => {
        res.type(extname(file));
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.send(gzipped);
      },
      () => next(),
    );
  };
}
