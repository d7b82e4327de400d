import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger, LevelWithSilent } from 'pino';
import { pinoHttp } from 'pino-http';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import type { AuthenticatedLocals } from '../auth/authenticate';
import { EMBEDDED_ISSUER_PATH } from '../integrations/oidc/embeddedProviderNames';
import { REDACTED, redactionUnder } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming id is kept when it is a plain token (a UUID, a proxy's trace id); anything else is replaced. */
const SANE_REQUEST_ID = /^[\w.~:+/=-]{1,128}$/;

/**
 * Query parameters whose values are credentials or bound to one: the spec's `…/sso/token/refresh?refreshToken=`,
 * the authorisation code and the state (also the login-state cookie's value) on the way back from the provider,
 * the id token handed to the provider's logout page.
 */
const SECRET_QUERY_KEYS = new Set(
  ['refreshToken', 'refresh_token', 'access_token', 'id_token', 'id_token_hint', 'token', 'code', 'code_verifier']
    .concat(['state', 'client_secret', 'password'])
    .map((key) => key.toLowerCase()),
);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The embedded provider's interaction id in a path: also the value of its `_interaction(_resume)` cookies. */
const INTERACTION_ID = new RegExp(`^(${EMBEDDED_ISSUER_PATH}/(?:interaction|auth)/)[^/]+`);

/** The URL as it may be logged: values of secret query parameters replaced, the interaction id taken out. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(INTERACTION_ID, `$1${REDACTED}`);
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const key = separator < 0 ? pair : pair.slice(0, separator);
      return SECRET_QUERY_KEYS.has(decode(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
    });
  return `${path}?${query.join('&')}`;
}

function requestId(req: Request, res: Response): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Calls an operator follows at info; health probes and the web entries' files only at debug when they succeed. */
const LOGGED_AT_INFO = [API_BASE, AI_BASE, EMBEDDED_ISSUER_PATH];

/**
 * A 503 a handler gives on purpose: the readiness probe of an instance that starts or shuts down. Logged at
 * info without an error, so an operator's alert on errors does not fire on every deploy.
 */
interface ExpectedUnavailableLocals {
  expectedUnavailable?: true;
}

export function markExpectedUnavailable(res: Response): void {
  (res.locals as ExpectedUnavailableLocals).expectedUnavailable = true;
}

const isExpectedUnavailable = (res: Response): boolean =>
  res.statusCode === 503 && (res.locals as ExpectedUnavailableLocals).expectedUnavailable === true;

function levelOf(req: Request, res: Response, error?: Error): LevelWithSilent {
  if (!error && isExpectedUnavailable(res)) return 'info';
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  const path = req.originalUrl.split('?')[0] ?? '';
  return LOGGED_AT_INFO.some((base) => path === base || path.startsWith(`${base}/`)) ? 'info' : 'debug';
}

/** What is known only once the request is answered: the matched route (a pattern, no ids) and who asked. */
function answered(req: Request, res: Response): { reqId: unknown; route?: string; userId?: number | string } {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  const principal = (res.locals as Partial<AuthenticatedLocals>).principal;
  return {
    reqId: req.id,
    ...(typeof route === 'string' ? { route: req.baseUrl + route } : {}),
    ...(principal ? { userId: principal.account.id } : {}),
  };
}

/**
 * The request's id, and `req.log` (and `res.log`) for handlers: the full logger with its redaction and the id.
 * Set before pino-http, which keeps both.
 */
function identified(log: Logger): RequestHandler {
  return (req, res, next) => {
    req.id = requestId(req, res);
    req.log = log.child({ reqId: req.id });
    res.log = req.log;
    next();
  };
}

/**
 * The request log (pino-http): one line per answered request with its id (`reqId`, echoed as X-Request-Id),
 * method, URL without secrets, route, status, duration in ms (`responseTime`) and the signed-in user's id.
 * No headers, cookies or bodies: the serialisers below keep only the fields named here, so the line's logger
 * censors only the error of a failed request (whose fields nobody chose). Handlers log through `req.log`, which
 * carries the request id and censors everything handed to it.
 */
export function requestLog(log: Logger): RequestHandler[] {
  const lines = pinoHttp<Request, Response>({
    logger: log.child({}, { redact: redactionUnder('err') }),
    serializers: {
      req: (req: { method: string; url: string; raw: Request; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.raw.ip,
        userAgent: req.headers['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: levelOf,
    customSuccessObject: (req, res, fields: object) => ({ ...fields, ...answered(req, res) }),
    customErrorObject: (req, res, _error, fields: { err?: unknown }) => {
      const { err, ...rest } = fields;
      return { ...(isExpectedUnavailable(res) ? rest : { ...rest, err }), ...answered(req, res) };
    },
    customSuccessMessage: (req, res) => `${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode}`,
  });
  return [identified(log), lines];
}
