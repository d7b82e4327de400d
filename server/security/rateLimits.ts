import { createHash } from 'node:crypto';
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
import { rateLimitRefusals } from '../metrics/registry';
import type { RateLimitCounters } from './rateLimitCounters';

interface Limit {
  windowMs: number;
  /** Requests per window (before the configured scale). */
  limit: number;
}

const MINUTE = 60_000;

/**
 * The abuse limits, keyed on what identifies an abuser: the account after sign-in, the session (its refresh token),
 * the sign-in page (the provider's interaction) and the user name it names; the client address (`req.ip`, behind
 * a proxy TRUST_PROXY names the client it forwards for) only as a cap sized for a whole proxy's users. The
 * figures and their arithmetic: docs/security.md, "Abuse limits".
 */
export const abuseLimits = {
  /** authorize, code exchange and refresh, per address: a central proxy's morning (docs/security.md). */
  signInPerAddress: { windowMs: MINUTE, limit: 2000 },
  /** Refreshes per refresh token: a browser refreshes once per token lifetime, a few open tabs at most. */
  refreshPerSession: { windowMs: MINUTE, limit: 10 },
  /** Refused passwords on the development provider's login form, per user name: that name is locked. */
  loginFailures: { windowMs: 15 * MINUTE, limit: 20 },
  /** Refused passwords on one sign-in page (its interaction lives 10 minutes): guessing there stops. */
  loginFailuresPerInteraction: { windowMs: 10 * MINUTE, limit: 10 },
  /** Refused passwords per address: an office's typos pass, a storm across names does not. */
  loginFailuresPerAddress: { windowMs: 15 * MINUTE, limit: 600 },
  /** Support requests (each sends mail), per account. */
  support: { windowMs: 10 * MINUTE, limit: 20 },
  /** Questions to the assistant and feedback on its answers, per account. */
  ai: { windowMs: MINUTE, limit: 30 },
  /** Synchronisations, mass changes and delivery retries of the back office, per account. */
  sync: { windowMs: MINUTE, limit: 10 },
  /** Pages of a PBI synchronisation: the button asks for one page every 250 ms at most. */
  syncPages: { windowMs: MINUTE, limit: 240 },
} satisfies Record<string, Limit>;

const addressKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? '')}`;

const clientKey = (req: Request, res: Response): string => {
  const principal = (res.locals as Partial<AuthenticatedLocals>).principal;
  return principal ? `account:${String(principal.account.id)}` : addressKey(req);
};

/** The refresh token a refresh call names (query or JSON body), as a digest: the key never holds the token. */
const sessionOf = (req: Request): string | undefined => {
  const value: unknown =
    req.method === 'POST' ? (req.body as { refreshToken?: unknown })?.refreshToken : req.query.refreshToken;
  return typeof value === 'string' && value.length > 0
    ? createHash('sha256').update(value).digest('base64url')
    : undefined;
};

type LimitName = keyof typeof abuseLimits;

/** Where and how hard the limits count: the counters (this process or PostgreSQL) and the scale (0 = off). */
export interface LimitSettings {
  counters: RateLimitCounters;
  scale: number;
}

type Refuse = (req: Request, res: Response) => void;
const sendRateLimited: Refuse = (_req, res) => sendError(res, 429, 'RATE_LIMITED', texts.limits.tooManyRequests);

function limiter(
  name: LimitName,
  { counters, scale }: LimitSettings,
  { refuse = sendRateLimited, ...extra }: Partial<Parameters<typeof rateLimit>[0]> & { refuse?: Refuse } = {},
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
    handler: (req, res) => {
      rateLimitRefusals.inc({ limit: name });
      refuse(req, res);
    },
    ...extra,
  });
}

const mounted = (...handlers: (RequestHandler | undefined)[]) =>
  handlers.filter((handler): handler is RequestHandler => handler !== undefined);

/** The limits on the sign-in calls; mount before the identity provider and the token check. */
export function limitSignIn(app: Application, settings: LimitSettings, embeddedProvider: boolean): void {
  const perAddress = limiter('signInPerAddress', settings, { keyGenerator: addressKey });
  const perSession = limiter('refreshPerSession', settings, {
    keyGenerator: (req) => `session:${sessionOf(req)}`,
    skip: (req) => sessionOf(req) === undefined,
  });
  const refresh = API_BASE + ssoPaths.refresh;
  const calls = mounted(perAddress);
  if (calls.length > 0)
    app.get(
      [ssoPaths.authorize, ssoPaths.token].map((p) => API_BASE + p),
      calls,
    );
  const refreshes = mounted(perAddress, perSession);
  if (refreshes.length > 0) {
    app.get(refresh, refreshes);
    // The body is read here already (the sign-in router then finds it read), so the session can be the key.
    app.post(refresh, express.json({ limit: '20kb' }), refreshes);
  }
  if (!embeddedProvider) return;
  // Only a password the provider refused (401) on a real, unexpired sign-in page counts: an unknown or expired
  // interaction is answered 400 before any password is compared, and counts toward nothing.
  const failures = (name: LimitName, keyGenerator: (req: Request) => string) =>
    limiter(name, settings, {
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      keyGenerator,
      refuse: sendLoginLocked,
    });
  const guards = mounted(
    failures('loginFailures', (req) => `login:${loginName(req)}`),
    failures('loginFailuresPerInteraction', (req) => `interaction:${String(req.params.uid)}`),
    failures('loginFailuresPerAddress', addressKey),
  );
  // The form's body is read here already, so the per-account key can name the user; a locked name or page ends
  // before the address counter, so hammering one name does not lock the office.
  const loginForm = `${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`;
  if (guards.length > 0) app.post(loginForm, express.urlencoded({ extended: false, limit: '10kb' }), guards);
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
