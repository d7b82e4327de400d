import type { NextFunction, Request, Response } from 'express';
import type { JWTPayload } from 'jose';
import { sourceErrorTexts } from '@shared/texts/sourceErrors';
import type { Store } from '../store/store';
import { isStoreUnavailable, sendStoreUnavailable } from '../store/storeUnavailable';
import { IdentityProviderUnavailableError, type AccessTokenVerifier } from './accessTokens';
import type { SessionAccounts } from './sessionAccounts';
import { findActiveAccount, principalFor, type Principal } from './userData';

export interface AuthenticatedLocals {
  principal: Principal;
  token: JWTPayload;
}

export const principalOf = (res: Response): Principal => (res.locals as AuthenticatedLocals).principal;

const sendAuthError = (res: Response, status: 401 | 403, code: string, message: string) => {
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.status(status).json({ code, message });
};

/**
 * Every API call except the public sign-in calls carries a valid bearer token of an active account (401
 * otherwise; 503 when the store that says so cannot be reached). Calls other than `allowedWithoutPermission` also need the permission to use the application.
 * Both lists hold whole paths, so the check means the same wherever it is mounted.
 */
export function authenticate(
  store: Store,
  verifier: AccessTokenVerifier,
  sessions: SessionAccounts,
  options: { publicPaths: readonly string[]; allowedWithoutPermission: readonly string[] },
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = req.baseUrl + req.path;
    // A preflight carries no token and no route below answers OPTIONS: it ends here, before anything needs a user.
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE');
      res.sendStatus(204);
      return;
    }
    if (options.publicPaths.includes(path)) {
      next();
      return;
    }
    const header = req.headers.authorization ?? '';
    const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header)?.[1];
    if (!token) {
      sendAuthError(res, 401, 'UNAUTHORIZED', 'Anmeldung erforderlich.');
      return;
    }
    let payload: Awaited<ReturnType<AccessTokenVerifier['verify']>>;
    try {
      payload = await verifier.verify(token);
    } catch (error) {
      // Without the provider's keys no token can be judged: a valid session must not be told it is invalid.
      if (error instanceof IdentityProviderUnavailableError) {
        req.log.warn({ reason: error.message }, 'Token nicht prüfbar');
        res.setHeader('Retry-After', '30');
        res.status(503).json({ code: 'IDP_UNAVAILABLE', message: sourceErrorTexts.IDP_UNAVAILABLE });
        return;
      }
      // A revocation list that cannot be asked says nothing about the token: 503, so the client keeps its session.
      if (isStoreUnavailable(error)) sendStoreUnavailable(res);
      else sendAuthError(res, 401, 'INVALID_TOKEN', 'Das Token ist ungültig oder abgelaufen.');
      return;
    }
    // The account the session signed in as, by id: never whichever account holds the token's username now.
    let accountId: Awaited<ReturnType<SessionAccounts['accountIdOf']>>;
    try {
      accountId = await sessions.accountIdOf(payload);
    } catch (error) {
      if (isStoreUnavailable(error)) sendStoreUnavailable(res);
      else next(error);
      return;
    }
    const account = accountId === undefined ? undefined : store.byId('zbvAccounts', accountId);
    // An account unknown to a replica that lost PostgreSQL may be one it has not read yet.
    if (!account && store.unavailableBecause) {
      sendStoreUnavailable(res);
      return;
    }
    if (!account && (accountId !== undefined || findActiveAccount(store, payload.username))) {
      sendAuthError(
        res,
        401,
        'SESSION_WITHOUT_ACCOUNT',
        'Die Sitzung gehört zu keinem Konto mehr. Bitte melden Sie sich erneut an.',
      );
      return;
    }
    if (!account?.active) {
      sendAuthError(res, 403, 'NO_ACCOUNT', 'Für diesen Benutzer gibt es kein aktives Konto.');
      return;
    }
    const principal = principalFor(store, account);
    if (!principal.mayUseApplication && !options.allowedWithoutPermission.includes(path)) {
      sendAuthError(res, 403, 'NO_PERMISSION', 'Keine Berechtigung für die Anwendung.');
      return;
    }
    const locals: AuthenticatedLocals = { principal, token: payload };
    Object.assign(res.locals, locals);
    next();
  };
}
