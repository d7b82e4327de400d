import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { AuthStateFile } from '../../auth/authStateFile';
import { renderBankErrorPage, renderBankLoginPage, renderBankLogoutPage } from './bankIdpPages';

/** A person the bank's directory knows; `login` is what they type, `sub` the directory's immutable id. */
export interface BankIdpUser {
  sub: string;
  login: string;
  name: string;
  email: string;
  /** The account name the portal knows them by, sent as the `radar_username` claim (an extension attribute). */
  radarUsername: string;
}

export interface BankIdpOptions {
  /** Loopback port; the issuer is `http://127.0.0.1:<port>/realms/musterbank`. */
  port: number;
  clientId: string;
  clientSecret: string;
  /** The portal's public address: its redirect and post-logout URIs are registered under it. */
  portalUrl: string;
  users: readonly BankIdpUser[];
  password: string;
  /** Lifetime of access and id tokens in seconds. */
  accessTokenTtl: number;
}

export interface BankIdp {
  issuer: string;
  /** Opens the port (again after `stop`); sessions, grants and keys outlive a stop. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops it for good and removes its stored state. */
  dispose: () => Promise<void>;
  /** A new signing key from now on; the previous one stays published for tokens it signed. */
  rotateKeys: () => Promise<void>;
  /** The id of the key that signs tokens now. */
  signingKeyId: () => string;
}

/** The API audience the bank issues the portal's access tokens for (an absolute URI, as resource indicators need). */
export const BANK_API_RESOURCE = 'urn:radar:api';
/** The scope that selects the API audience, as Entra ID's `api://…/.default` does. */
export const BANK_API_SCOPE = 'radar.api';
export const BANK_ISSUER_PATH = '/realms/musterbank';
/** The claim of the bank's tokens that names the portal account (the portal's `OIDC_USERNAME_CLAIM`). */
export const BANK_USERNAME_CLAIM = 'radar_username';

const newSigningKey = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
};

const html = (ctx: KoaContextWithOIDC, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

/**
 * A second, independent OpenID provider (oidc-provider) configured as a bank's identity provider would be: a
 * confidential client with a secret, PKCE, JWT access tokens for an API audience (resource indicators), refresh
 * tokens that rotate, RP-initiated logout, its own login page and user list, key rotation on request. Tests start
 * the portal with `OIDC_ISSUER` pointing here, so the production sign-in path runs as it does at a bank.
 */
export async function createBankIdp(options: BankIdpOptions): Promise<BankIdp> {
  const issuer = `http://127.0.0.1:${options.port}${BANK_ISSUER_PATH}`;
  const cookieKeys = [randomBytes(32).toString('hex')];
  let signingKeys: JWK[] = [await newSigningKey()];
  const userBySub = new Map(options.users.map((user) => [user.sub, user]));
  // Its sessions, grants and refresh tokens in a file of its own (the portal's file-backed oidc-provider store), so
  // the provider built anew on key rotation keeps them, as a real one keeps its database.
  const folder = mkdtempSync(join(tmpdir(), 'bank-idp-'));
  const state = AuthStateFile.open(join(folder, 'state.json'));

  const configuration = (): Configuration => ({
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [`${options.portalUrl}/sso/login`],
        post_logout_redirect_uris: [`${options.portalUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    adapter: state.adapter,
    jwks: { keys: signingKeys },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', BANK_USERNAME_CLAIM],
      email: ['email'],
    },
    findAccount(_ctx, sub) {
      const user = userBySub.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: user.name,
          email: user.email,
          preferred_username: user.email,
          [BANK_USERNAME_CLAIM]: user.radarUsername,
        }),
      };
    },
    // The portal is the bank's own application: no consent page (Keycloak: "Consent required" off).
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      grant.addResourceScope(BANK_API_RESOURCE, BANK_API_SCOPE);
      await grant.save();
      return grant;
    },
    // As Keycloak's access tokens do: the account name and the session id, by which the portal ends a session.
    extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token && token.accountId ? userBySub.get(token.accountId) : undefined;
      if (!user) return undefined;
      return {
        preferred_username: user.email,
        [BANK_USERNAME_CLAIM]: user.radarUsername,
        ...('sid' in token && token.sid ? { sid: token.sid } : {}),
      };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: (ctx, form) => html(ctx, renderBankLogoutPage(form)) },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => BANK_API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== BANK_API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: BANK_API_SCOPE,
            audience: BANK_API_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: options.accessTokenTtl,
          };
        },
      },
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      IdToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${BANK_ISSUER_PATH}/login/${interaction.uid}` },
    renderError: (ctx, out) => html(ctx, renderBankErrorPage(out.error_description ?? out.error)),
  });

  let provider = new Provider(issuer, configuration());
  let providerCallback = provider.callback();
  const app = express();
  app.get(`${BANK_ISSUER_PATH}/login/:uid`, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.type('html').send(renderBankLoginPage(`${BANK_ISSUER_PATH}/login/${details.uid}`));
    } catch (error) {
      next(error);
    }
  });
  app.post(
    `${BANK_ISSUER_PATH}/login/:uid`,
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res, next) => {
      try {
        const details = await provider.interactionDetails(req, res);
        const body = req.body as { login?: unknown; password?: unknown };
        const login = typeof body.login === 'string' ? body.login.trim() : '';
        const user = options.users.find((candidate) => candidate.login === login);
        if (!user || body.password !== options.password) {
          res
            .status(401)
            .type('html')
            .send(
              renderBankLoginPage(`${BANK_ISSUER_PATH}/login/${details.uid}`, {
                login,
                error: 'Kennung oder Passwort ist falsch.',
              }),
            );
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        next(error);
      }
    },
  );
  app.use(BANK_ISSUER_PATH, (req, res) => providerCallback(req, res));

  let server: Server | undefined;
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    issuer,
    start: async () => {
      if (server) return;
      const opening = createServer(app);
      await new Promise<void>((resolve, reject) => {
        opening.once('error', reject);
        opening.listen(options.port, '127.0.0.1', resolve);
      });
      server = opening;
    },
    stop,
    dispose: async () => {
      await stop();
      await state.close();
      rmSync(folder, { recursive: true, force: true });
    },
    rotateKeys: async () => {
      signingKeys = [await newSigningKey(), ...signingKeys].slice(0, 2);
      provider = new Provider(issuer, configuration());
      providerCallback = provider.callback();
    },
    signingKeyId: () => signingKeys[0]?.kid ?? '',
  };
}
