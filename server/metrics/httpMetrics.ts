import type { Request, RequestHandler, Response } from 'express';
import { AI_BASE, API_BASE, HEALTH_PATH } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { EMBEDDED_ISSUER_PATH } from '../integrations/oidc/embeddedProviderNames';
import { httpDuration, httpRequests, signIns } from './registry';

/** The sign-in steps by route template (the development login form only with the embedded provider). */
const SIGN_IN_STEPS: Record<string, string> = {
  [API_BASE + ssoPaths.token]: 'code_exchange',
  [API_BASE + ssoPaths.refresh]: 'refresh',
  [`${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`]: 'login_form',
};

/** Requests no Express route answered are grouped by their area, so ids and file names never become labels. */
const AREAS = [`${API_BASE}/`, `${AI_BASE}/`, `${EMBEDDED_ISSUER_PATH}/`, `${HEALTH_PATH}`];

/** The route template a request matched (`/backend/data/:collection/:id?`), else its area, else `web`. */
export function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return req.baseUrl + route;
  const path = req.originalUrl.split('?')[0] ?? '';
  const area = AREAS.find((prefix) => path === prefix || path.startsWith(prefix));
  return area ? `${area.replace(/\/$/, '')}/*` : 'web';
}

const outcomeOf = (status: number) => (status === 429 ? 'refused' : status < 400 ? 'success' : 'failure');

/** Counts and times every answered request by method, route template and status; sign-in steps by outcome. */
export function httpMetrics(): RequestHandler {
  return (req: Request, res: Response, next) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      httpRequests.inc(labels);
      end(labels);
      const step = SIGN_IN_STEPS[labels.route];
      // The login form answers its page again (200) for a wrong password: only its redirect is a success.
      const status = step === 'login_form' && res.statusCode === 200 ? 401 : res.statusCode;
      if (step) signIns.inc({ step, outcome: outcomeOf(status) });
    });
    next();
  };
}
