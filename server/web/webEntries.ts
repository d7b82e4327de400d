import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import express, { type Application, type Request } from 'express';
import { isAdminPath } from '@shared/routes';
import { scriptNonceOf, withScriptNonce } from '../security/contentSecurityPolicy';
import { projectRoot } from '../projectRoot';
import { compressedAssets } from './compressedAssets';

export const distDir = join(projectRoot, 'dist');
const entryHtml = (pathname: string) => (isAdminPath(pathname) ? 'admin/index.html' : 'portal/index.html');

const wantsPage = (req: Request) => req.method === 'GET' && req.accepts(['html', 'json']) === 'html';

/** `npm start`: the built entries from dist/, hashed assets cached for a year. */
export function serveBuild(app: Application): void {
  if (!existsSync(join(distDir, 'portal/index.html'))) {
    throw new Error('Kein Build gefunden: bitte zuerst "npm run build" ausführen (npm start tut das selbst).');
  }
  const pages = {
    'portal/index.html': readFileSync(join(distDir, 'portal/index.html'), 'utf8'),
    'admin/index.html': readFileSync(join(distDir, 'admin/index.html'), 'utf8'),
  };
  const assetsDir = join(distDir, 'assets');
  app.use(
    '/assets',
    compressedAssets(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }),
  );
  app.use((req, res, next) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(pages[entryHtml(req.path)]);
  });
}

/** `npm run dev`: Vite in middleware mode inside this one process, with hot reload over the same port. */
export async function serveVite(app: Application, httpServer: Server): Promise<() => Promise<void>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    try {
      const file = entryHtml(req.path);
      const html = readFileSync(join(projectRoot, 'src', file), 'utf8');
      const page = await vite.transformIndexHtml(req.originalUrl, html);
      res.type('html').send(withScriptNonce(page, scriptNonceOf(res)));
    } catch (error) {
      next(error);
    }
  });
  return () => vite.close();
}
