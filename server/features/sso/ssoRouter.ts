import express, { type NextFunction, type Request, type Response } from 'express';
import { API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { portalRoutes } from '@shared/routes';
import { IdentityProviderUnavailableError, type AccessTokenVerifier } from '../../auth/accessTokens';
import { principalOf, type AuthenticatedLocals } from '../../auth/authenticate';
import type { OidcClient, TokenSet } from '../../auth/oidcClient';
import type { SessionAccounts } from '../../auth/sessionAccounts';
import type { Store } from '../../store/store';
import { isStoreUnavailable, StoreUnavailableError } from '../../store/storeUnavailable';
import type { LoginTransactions } from './loginTransactions';

const STATE_COOKIE = 'radar_login_state';
const cookiePath = `${API_BASE}/api/v1/sso`;

const readCookie = (req: Request, name: string): string | undefined =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

const queryString = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : undefined;
};

/**
 * Whether the provider could not answer (its store lost, 5xx, `temporarily_unavailable`, unreachable) rather than
 * refused: the caller retries instead of signing the user out.
 */
function providerUnavailable(error: unknown): boolean {
  if (isStoreUnavailable(error) || error instanceof IdentityProviderUnavailableError) return true;
  const { status, error: code } = error as { status?: unknown; error?: unknown };
  return (typeof status === 'number' && status >= 500) || code === 'temporarily_unavailable' || code === 'server_error';
}

export interface SsoOptions {
  /** Cookies only over https. */
  secure: boolean;
  /** Ends a grant at the provider (the embedded one); an external provider's session ends at its end-session page. */
  revokeGrant?: (grantId: string) => Promise<void>;
  /** Sign-ins on their way through the provider, shared by every instance that shares the auth state. */
  transactions: LoginTransactions;
  /** Which account each session signed in as. */
  sessions: SessionAccounts;
}

/** The sign-in calls of docs/requirements/calls.md: the browser goes to the provider, the server exchanges the code. */
export function createSsoRouter(store: Store, oidc: OidcClient, verifier: AccessTokenVerifier, options: SsoOptions) {
  const router = express.Router();
  const { transactions } = options;
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: cookiePath };

  router.get(ssoPaths.authorize, async (req, res, next) => {
    let transaction;
    try {
      transaction = await transactions.start();
    } catch (error) {
      next(error);
      return;
    }
    let url: URL;
    try {
      url = await oidc.authorizationUrl(transaction);
    } catch (error) {
      // The provider's discovery failed: back to the portal as the provider's own error answer would come, so the
      // sign-in ends on the portal's German 'Nicht erreichbar' page rather than on a raw error.
      req.log.warn({ reason: (error as Error).message }, 'Identitätsanbieter nicht erreichbar');
      res.redirect(302, `${portalRoutes.ssoLogin.pattern}?error=temporarily_unavailable`);
      return;
    }
    res.cookie(STATE_COOKIE, transaction.state, { ...cookieOptions, maxAge: 10 * 60 * 1000 });
    res.redirect(302, url.href);
  });

  router.get(ssoPaths.token, async (req: Request, res: Response, next) => {
    const code = queryString(req, 'code');
    const state = queryString(req, 'state');
    res.clearCookie(STATE_COOKIE, cookieOptions);
    let transaction;
    try {
      transaction = state && readCookie(req, STATE_COOKIE) === state ? await transactions.take(state) : undefined;
    } catch (error) {
      next(error);
      return;
    }
    if (!code || !state || !transaction) {
      res.status(400).json({ code: 'LOGIN_STATE_INVALID', message: 'Die Anmeldung ist abgelaufen oder ungültig.' });
      return;
    }
    let tokens: TokenSet;
    let token: Awaited<ReturnType<AccessTokenVerifier['verify']>>;
    try {
      const iss = queryString(req, 'iss');
      tokens = await oidc.exchangeCode({ code, state, ...(iss ? { iss } : {}) }, transaction);
      await verifier.learnKeyOf(tokens.access_token);
      token = await verifier.verify(tokens.access_token);
    } catch (error) {
      if (providerUnavailable(error)) return next(new StoreUnavailableError(error));
      req.log.warn({ err: error }, 'Code-Austausch fehlgeschlagen');
      res.status(400).json({ code: 'LOGIN_FAILED', message: 'Die Anmeldung ist fehlgeschlagen.' });
      return;
    }
    try {
      await options.sessions.signedIn(token);
      res.json(tokens);
    } catch (error) {
      next(error);
    }
  });

  // The spec's GET with the token in the query stays for old clients; the portal sends it in a POST body, which
  // no access log records. Nothing here logs the token.
  const refresh = async (refreshToken: string | undefined, res: Response, next: NextFunction) => {
    if (!refreshToken) {
      res.status(400).json({ code: 'REFRESH_TOKEN_MISSING', message: 'refreshToken fehlt.' });
      return;
    }
    let tokens: TokenSet;
    let token: Awaited<ReturnType<AccessTokenVerifier['verify']>>;
    try {
      tokens = await oidc.refresh(refreshToken);
      await verifier.learnKeyOf(tokens.access_token);
      token = await verifier.verify(tokens.access_token);
    } catch (error) {
      // A 401 signs the user out: only for a refresh token the provider refused, never for one it could not check.
      if (providerUnavailable(error)) return next(new StoreUnavailableError(error));
      res.status(401).json({ code: 'REFRESH_FAILED', message: 'Die Sitzung konnte nicht verlängert werden.' });
      return;
    }
    try {
      await options.sessions.refreshed(token);
      res.json(tokens);
    } catch (error) {
      next(error);
    }
  };
  router.get(ssoPaths.refresh, (req, res, next) => refresh(queryString(req, 'refreshToken'), res, next));
  router.post(ssoPaths.refresh, express.json({ limit: '20kb' }), (req, res, next) => {
    const value: unknown = (req.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    const refreshToken = typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : undefined;
    return refresh(refreshToken, res, next);
  });

  router.get(ssoPaths.login, (_req, res) => {
    const principal = principalOf(res);
    if (!principal.mayUseApplication) {
      res.status(403).json({ code: 'NO_PERMISSION', message: 'Keine Berechtigung für die Anwendung.' });
      return;
    }
    store.insert('zbvAccountLoginHistories', {
      accountId: principal.account.id,
      loginAt: new Date().toISOString(),
      source: 'Portal',
    });
    res.json(principal.userData);
  });

  router.get(ssoPaths.userData, (_req, res) => res.json(principalOf(res).userData));

  router.post(ssoPaths.logout, express.json({ limit: '20kb' }), async (req, res) => {
    const body = (req.body ?? {}) as { refreshToken?: unknown; idToken?: unknown };
    if (typeof body.refreshToken === 'string') {
      await oidc.revoke(body.refreshToken).catch((error: unknown) => {
        req.log.warn({ reason: (error as Error).message }, 'Widerruf des Refresh-Tokens fehlgeschlagen');
      });
    }
    const token = (res.locals as AuthenticatedLocals).token;
    await verifier.revoke(token);
    // The grant ends at the provider too, so the refresh token dies even when the client did not send it.
    if (options.revokeGrant && typeof token.gid === 'string') await options.revokeGrant(token.gid);
    const idToken = typeof body.idToken === 'string' ? body.idToken : undefined;
    res.json({ endSessionUrl: await oidc.endSessionUrl(idToken) });
  });

  return router;
}
