import express, { type Application, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths, portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { texts } from '@shared/texts';
import type { AuthenticatedLocals } from '../auth/authenticate';
import { sendError } from '../data/dataCall';
import { EMBEDDED_ISSUER_PATH } from '../integrations/oidc/embeddedProviderNames';
import { renderLoginPage } from '../integrations/oidc/loginPage';
import type { RateLimitCounters } from './rateLimitCounters';

interface Limit {
  windowMs: number;
  /** Requests per window (before the configured scale). */
  limit: number;
}

const MINUTE = 60_000;

/**
 * The abuse limits, per client address before sign-in and per account after it. Generous enough for a person
 * (and for a whole office behind one address on the sign-in calls), tight enough to stop a script.
 */
export const abuseLimits = {
  /** authorize, code exchange and refresh, per address. */
  signIn: { windowMs: MINUTE, limit: 120 },
  /** Failed passwords on the development provider's login form, per user name: that name is locked. */
  loginFailures: { windowMs: 15 * MINUTE, limit: 20 },
  /** Failed passwords per address: a whole office shares few addresses, so only a storm across names counts. */
  loginFailuresPerAddress: { windowMs: 15 * MINUTE, limit: 200 },
  /** Support requests (each sends mail), per account. */
  support: { windowMs: 10 * MINUTE, limit: 20 },
  /** Questions to the assistant and feedback on its answers, per account. */
  ai: { windowMs: MINUTE, limit: 30 },
  /** Synchronisations, mass changes and delivery retries of the back office, per account. */
  sync: { windowMs: MINUTE, limit: 10 },
  /** Pages of a PBI synchronisation: the button asks for one page every 250 ms at most. */
  syncPages: { windowMs: MINUTE, limit: 240 },
} satisfies Record<string, Limit>;

const clientKey = (req: Request, res: Response): string => {
  const principal = (res.locals as Partial<AuthenticatedLocals>).principal;
  return principal ? `account:${String(principal.account.id)}` : `ip:${ipKeyGenerator(req.ip ?? '')}`;
};

type LimitName = keyof typeof abuseLimits;

/** Where and how hard the limits count: the counters (this process or PostgreSQL) and the scale (0 = off). */
export interface LimitSettings {
  counters: RateLimitCounters;
  scale: number;
}

function limiter(
  name: LimitName,
  { counters, scale }: LimitSettings,
  extra: Partial<Parameters<typeof rateLimit>[0]> = {},
): RequestHandler | undefined {
  if (scale === 0) return undefined;
  const limit = abuseLimits[name];
  return rateLimit({
    store: counters.storeFor(name),
    windowMs: limit.windowMs,
    limit: Math.max(1, Math.round(limit.limit * scale)),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: (_req, res) => sendError(res, 429, 'RATE_LIMITED', texts.limits.tooManyRequests),
    ...extra,
  });
}

/** The limits on the sign-in calls; mount before the identity provider and the token check. */
export function limitSignIn(app: Application, settings: LimitSettings, embeddedProvider: boolean): void {
  const signIn = limiter('signIn', settings);
  if (signIn) {
    app.get(
      [ssoPaths.authorize, ssoPaths.token, ssoPaths.refresh].map((p) => API_BASE + p),
      signIn,
    );
    app.post(API_BASE + ssoPaths.refresh, signIn);
  }
  if (!embeddedProvider) return;
  const loginForm = `${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`;
  const failures = (name: LimitName, keyGenerator: (req: Request) => string) =>
    limiter(name, settings, { skipSuccessfulRequests: true, keyGenerator, handler: sendLoginLocked });
  const perAccount = failures('loginFailures', (req) => `login:${loginName(req)}`);
  const perAddress = failures('loginFailuresPerAddress', (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`);
  // The form's body is read here already, so the per-account key can name the user; a locked name ends before
  // the address counter, so hammering one name does not lock the office.
  if (perAccount && perAddress)
    app.post(loginForm, express.urlencoded({ extended: false, limit: '10kb' }), perAccount, perAddress);
}

/** The user name a login form names, as the provider compares it (trimmed, case-insensitive). */
const loginName = (req: Request): string => {
  const body = req.body as { username?: unknown } | undefined;
  return String(body?.username ?? '')
    .trim()
    .toLowerCase();
};

const lockedUntil = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

/** The German sign-in page again, saying from when the next attempt is possible. */
function sendLoginLocked(req: Request, res: Response): void {
  const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const error = resetTime
    ? texts.limits.loginLockedUntil(lockedUntil.format(resetTime))
    : texts.limits.tooManyLoginAttempts;
  res
    .status(429)
    .type('html')
    .send(renderLoginPage(`${EMBEDDED_ISSUER_PATH}/interaction/${String(req.params.uid)}/login`, { error }));
}

/** The limits on the expensive calls of signed-in users; mount after the token check. */
export function limitSignedInCalls(app: Application, settings: LimitSettings): void {
  const mounts: [LimitName, string[]][] = [
    ['support', [API_BASE + portalApiPaths.sendSupportRequest]],
    ['ai', [AI_BASE + aiApiPaths.chat, AI_BASE + aiApiPaths.feedback]],
    [
      'sync',
      [
        API_BASE + adminApiPaths.zbvSync,
        API_BASE + adminApiPaths.confluenceSync,
        API_BASE + adminApiPaths.massPermissions,
        `${API_BASE}${adminApiPaths.supportRequests}/:id/retry`,
        `${API_BASE}${adminApiPaths.gaQueue}/:id/retry`,
        `${API_BASE}${adminApiPaths.pbiExportJobs}/:id/retry`,
      ],
    ],
    ['syncPages', [API_BASE + adminApiPaths.pbiSync]],
  ];
  for (const [name, paths] of mounts) {
    const handler = limiter(name, settings);
    if (handler) app.post(paths, handler);
  }
}
