import type { Request, RequestHandler } from 'express';
import { AI_BASE, API_BASE, HEALTH_PATH } from '@shared/api/paths';

/** Calls for programs, not pages: they are answered under any host name (probes use the instance's address). */
const NOT_PAGES = [API_BASE, AI_BASE, HEALTH_PATH];

const isPageNavigation = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.headers.accept ?? '').includes('text/html') &&
  !NOT_PAGES.some((base) => req.path === base || req.path.startsWith(`${base}/`));

/** The host the browser asked for: a trusted proxy's `X-Forwarded-Host`, else the `Host` header. */
export function requestedHost(req: Request): string {
  const forwarded = req.get('X-Forwarded-Host');
  const trustProxy = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  if (forwarded && trustProxy(req.socket.remoteAddress, 0)) return forwarded.split(',')[0]!.trim();
  return req.get('Host') ?? '';
}

/**
 * A browser that opens a page under another name than the public URL (127.0.0.1, a LAN name, http instead of
 * https behind the proxy) is sent to the same path there before anything else happens: sign-in keeps its state
 * cookie on one host, the one the identity provider sends the browser back to.
 */
export function redirectToPublicUrl(publicUrl: string): RequestHandler {
  const target = new URL(publicUrl);
  const scheme = target.protocol.slice(0, -1);
  return (req, res, next) => {
    if (!isPageNavigation(req)) return next();
    if (req.protocol === scheme && requestedHost(req).toLowerCase() === target.host) return next();
    res.redirect(302, `${target.origin}${req.originalUrl}`);
  };
}
