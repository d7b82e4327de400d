import type { Router } from 'express';
import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import type { Logger } from 'pino';
import { API_BASE } from '@shared/api/paths';
import type { ServerConfig } from '../config';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { LOGIN_TRANSACTION_MODEL, LoginTransactions } from '../features/sso/loginTransactions';
import { createSsoRouter } from '../features/sso/ssoRouter';
import type { EmbeddedProvider } from '../integrations/oidc/embeddedProvider';
import { API_RESOURCE, API_SCOPE } from '../integrations/oidc/embeddedProviderNames';
import type { Store } from '../store/store';
import { AccessTokenVerifier } from './accessTokens';
import type { AuthState } from './authState';
import { authenticate } from './authenticate';
import { OidcClient } from './oidcClient';
import { watchProviderReachability, type ProviderReachability } from './providerReachability';
import { BoundSessionAccounts, SESSION_ACCOUNT_MODEL, subjectIsAccountId } from './sessionAccounts';

/** How long an external provider's session keeps its account past its last sign-in or refresh. */
const SESSION_ACCOUNT_SECONDS = 12 * 3600;

export interface Auth {
  /** The embedded provider's pages and endpoints, mounted at the root (none with an external provider). */
  providerRouter?: Router;
  /** Verifies tokens on every API call; mount it before the API routes. */
  authenticate: ReturnType<typeof authenticate>;
  ssoRouter: Router;
  /** Whether the provider's discovery and keys are loaded: always for the embedded one, which runs in this process. */
  provider: Pick<ProviderReachability, 'reachable'>;
  close: () => void;
}

/** The same sign-in code serves the embedded development provider and an external one such as Keycloak. */
export async function setUpAuth(
  config: ServerConfig,
  store: Store,
  publicUrl: string,
  state: AuthState,
  log: Logger,
): Promise<Auth> {
  const oidc = config.oidc;
  let issuer: string;
  let audience: string;
  let providerRouter: Router | undefined;
  let embeddedProvider: EmbeddedProvider | undefined;
  let maxTokenLifetime = 86400;
  if (oidc.kind === 'embedded') {
    // Loaded only here: with an external provider, oidc-provider (and its runtime check) never runs.
    const { createEmbeddedProvider } = await import('../integrations/oidc/embeddedProvider');
    const embedded = await createEmbeddedProvider(store, oidc, publicUrl, state);
    embeddedProvider = embedded;
    issuer = embedded.issuer;
    providerRouter = embedded.router;
    audience = API_RESOURCE;
    maxTokenLifetime = oidc.tokenTtl;
  } else {
    issuer = oidc.issuer;
    audience = oidc.audience;
  }
  const client = new OidcClient({
    issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    scope: oidc.kind === 'embedded' ? `openid profile email ${API_SCOPE}` : oidc.scope,
    redirectUri: `${publicUrl}/sso/login`,
    postLogoutRedirectUri: `${publicUrl}/`,
    resource: oidc.kind === 'embedded' ? API_RESOURCE : undefined,
  });
  const verifier = new AccessTokenVerifier(
    issuer,
    audience,
    async () => {
      if (embeddedProvider) return createLocalJWKSet(embeddedProvider.verificationKeys);
      const jwksUri = (await client.metadata()).jwks_uri;
      if (!jwksUri) throw new Error('Der Identitätsanbieter nennt keine jwks_uri.');
      const keys = createRemoteJWKSet(new URL(jwksUri));
      await keys.reload();
      return keys;
    },
    maxTokenLifetime,
    state,
    oidc.kind === 'embedded' ? 'sub' : oidc.usernameClaim,
  );
  const provider = embeddedProvider
    ? { reachable: true, stop: () => undefined }
    : watchProviderReachability(() => verifier.loadKeys(), issuer, log);
  embeddedProvider?.onGrantRevoked((grantId) => verifier.revokeGrant(grantId));
  const sessions = embeddedProvider
    ? subjectIsAccountId
    : new BoundSessionAccounts(state.adapter(SESSION_ACCOUNT_MODEL), store, SESSION_ACCOUNT_SECONDS);
  return {
    provider,
    close: provider.stop,
    providerRouter,
    authenticate: authenticate(store, verifier, sessions, {
      publicPaths: [ssoPaths.authorize, ssoPaths.token, ssoPaths.refresh].map((path) => API_BASE + path),
      allowedWithoutPermission: [ssoPaths.login, ssoPaths.logout, ssoPaths.userData].map((path) => API_BASE + path),
    }),
    ssoRouter: createSsoRouter(store, client, verifier, {
      secure: publicUrl.startsWith('https:'),
      revokeGrant: embeddedProvider?.revokeGrant,
      transactions: new LoginTransactions(state.adapter(LOGIN_TRANSACTION_MODEL)),
      sessions,
    }),
  };
}
