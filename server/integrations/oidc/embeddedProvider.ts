import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { createPublicKey } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AuthState } from '../../auth/authState';
import type { OidcConfig } from '../../config';
import { findActiveAccount } from '../../auth/userData';
import { logger } from '../../logging/logger';
import type { Store } from '../../store/store';
import { isStoreUnavailable, RETRY_AFTER_SECONDS } from '../../store/storeUnavailable';
import { texts } from '@shared/texts';
import { API_RESOURCE, API_SCOPE, EMBEDDED_ISSUER_PATH } from './embeddedProviderNames';
import {
  formPostScript,
  germanProviderAnswers,
  renderLoggedOutPage,
  renderProviderErrorPage,
  renderProviderMessagePage,
} from './germanProviderAnswers';
import { loginCss, logoutScript, renderLoginPage, renderLogoutPage } from './loginPage';

type EmbeddedOidc = Extract<OidcConfig, { kind: 'embedded' }>;

export interface EmbeddedProvider {
  issuer: string;
  router: Router;
  /** Ends a grant at the provider: its refresh tokens, access tokens and codes stop working (logout). */
  revokeGrant: (grantId: string) => Promise<void>;
  /** Called for every grant the provider revokes itself (a rotated refresh token used again) or by `revokeGrant`. */
  onGrantRevoked: (listener: (grantId: string) => Promise<void>) => void;
  /**
   * The public half of the signing key, which every instance shares (auth state): tokens are checked against it in
   * the process, not through the provider's `jwks_uri`, which is the public URL, that is the balancer. Under load that
   * fetch queued behind the very requests waiting for it (bench:store -- --pg).
   */
  verificationKeys: JSONWebKeySet;
}

/** The public key of a private JWK, with its id, algorithm and use. */
const publicHalf = ({ kid, alg, use, ...privateJwk }: JWK): JWK => ({
  ...(createPublicKey({ key: privateJwk, format: 'jwk' }).export({ format: 'jwk' }) as JWK),
  kid,
  alg,
  use,
});

const html = (ctx: KoaContextWithOIDC, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

/**
 * A real, certified OpenID provider (oidc-provider) on loopback for development and tests. Its accounts are
 * the active ZBV accounts of db.json; every one signs in with the configured development password. The
 * portal's own client is first-party, so no consent is asked.
 */
export async function createEmbeddedProvider(
  store: Store,
  oidc: EmbeddedOidc,
  publicUrl: string,
  state: AuthState,
): Promise<EmbeddedProvider> {
  const issuer = `${publicUrl}${EMBEDDED_ISSUER_PATH}`;
  // Kept in the auth state, so sessions and tokens outlive a restart.
  const { signingKey, cookieKeys } = await state.keys(async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return {
      signingKey: { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
      cookieKeys: [randomBytes(32).toString('hex')],
    };
  });

  const configuration: Configuration = {
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: [`${publicUrl}/sso/login`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    adapter: state.adapter,
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    conformIdTokenClaims: false,
    // The subject is the account's id, recorded in the session and grant at sign-in: a later rename of accounts
    // moves neither (docs/decisions/126).
    async findAccount(_ctx, sub) {
      const account = store.byId('zbvAccounts', sub);
      if (!account?.active) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: `${account.firstName} ${account.lastName}`,
          preferred_username: account.username,
          email: account.email,
        }),
      };
    },
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    extraTokenClaims: (_ctx, token) => ('grantId' in token && token.grantId ? { gid: token.grantId } : undefined),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // RFC 9700 4.14.2: every refresh gives a new refresh token; the provider revokes the whole grant when a used
    // one comes back (it was stolen, or the legitimate client lost the race).
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, renderLogoutPage(form)),
        postLogoutSuccessSource: (ctx) => html(ctx, renderLoggedOutPage()),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience: API_RESOURCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: oidc.tokenTtl,
        }),
      },
    },
    ttl: {
      AccessToken: oidc.tokenTtl,
      IdToken: oidc.tokenTtl,
      AuthorizationCode: 60,
      Interaction: 600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_ISSUER_PATH}/interaction/${interaction.uid}` },
    renderError: (ctx, out, error) =>
      html(
        ctx,
        isStoreUnavailable(error)
          ? renderProviderMessagePage(texts.availability.serviceUnavailable)
          : renderProviderErrorPage(out.error, out.error_description),
      ),
  };
  const provider = new Provider(issuer, configuration);
  provider.use(germanProviderAnswers);
  // Behind a TLS-terminating proxy the provider must see https, or its cookies would lack `Secure`.
  if (publicUrl.startsWith('https:')) provider.proxy = true;

  // Its error handler answers 500 to every failure; a store that cannot be reached is a 503 the client retries.
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    if (!isStoreUnavailable(error)) return;
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (ctx.type !== 'text/html')
      ctx.body = { error: 'temporarily_unavailable', error_description: texts.availability.serviceUnavailable };
  });
  /** The login page's routes: a store that cannot be reached gets the German 503 page, anything else goes on. */
  const unavailablePage = (error: unknown, res: express.Response, next: express.NextFunction) => {
    if (!isStoreUnavailable(error)) return next(error);
    res.err = error as Error;
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.type('html').send(renderProviderMessagePage(texts.availability.serviceUnavailable));
  };

  const router = express.Router();
  router.get('/oidc-assets/login.css', (_req, res) => res.type('css').send(loginCss));
  router.get('/oidc-assets/logout.js', (_req, res) => res.type('js').send(logoutScript));
  router.get('/oidc-assets/form-post.js', (_req, res) => res.type('js').send(formPostScript));
  router.get(`${EMBEDDED_ISSUER_PATH}/interaction/:uid`, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.type('html').send(renderLoginPage(`${EMBEDDED_ISSUER_PATH}/interaction/${details.uid}/login`));
    } catch (error) {
      unavailablePage(error, res, next);
    }
  });
  router.post(
    `${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res, next) => {
      try {
        const details = await provider.interactionDetails(req, res);
        const username = String(req.body?.username ?? '').trim();
        const password = String(req.body?.password ?? '');
        const account = findActiveAccount(store, username);
        if (!account || password !== oidc.password) {
          res
            .status(401)
            .type('html')
            .send(
              renderLoginPage(`${EMBEDDED_ISSUER_PATH}/interaction/${details.uid}/login`, {
                username,
                error: 'Benutzername oder Passwort ist falsch.',
              }),
            );
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: String(account.id) } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        unavailablePage(error, res, next);
      }
    },
  );
  router.use(EMBEDDED_ISSUER_PATH, provider.callback());

  const listeners: ((grantId: string) => Promise<void>)[] = [];
  const tellListeners = (grantId: string) => Promise.all(listeners.map((listener) => listener(grantId)));
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    tellListeners(grantId).catch((error: unknown) =>
      logger.error({ reason: (error as Error).message }, 'Widerruf der Zugriffstokens eines Grants fehlgeschlagen'),
    );
  });
  const revokeGrant = async (grantId: string) => {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.find(grantId).then((grant) => grant?.destroy()),
    ]);
    await tellListeners(grantId);
  };
  return {
    issuer,
    router,
    revokeGrant,
    onGrantRevoked: (listener) => listeners.push(listener),
    verificationKeys: { keys: [publicHalf(signingKey)] },
  };
}
