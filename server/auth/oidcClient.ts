import * as client from 'openid-client';
import type { TokenSet as ClientTokenSet } from '@shared/auth/tokenStorage';

/** What the sign-in calls answer: the token set the browser stores, plus its type. */
export type TokenSet = ClientTokenSet & { token_type: string };

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Resource indicator to ask tokens for (embedded provider only). */
  resource?: string;
}

const toTokenSet = (response: client.TokenEndpointResponse): TokenSet => ({
  access_token: response.access_token,
  id_token: response.id_token,
  refresh_token: response.refresh_token,
  expires_in: response.expires_in ?? 0,
  token_type: response.token_type,
});

/** The relying-party side of the login (openid-client): authorisation URL, code exchange, refresh, logout. */
export class OidcClient {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly options: OidcClientOptions) {}

  /** Discovery runs on first use, so the server can be its own issuer. */
  config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.options.issuer), this.options.clientId, this.options.clientSecret, undefined, {
        execute: new URL(this.options.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async metadata(): Promise<client.ServerMetadata> {
    return (await this.config()).serverMetadata();
  }

  async authorizationUrl(transaction: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    return client.buildAuthorizationUrl(await this.config(), {
      redirect_uri: this.options.redirectUri,
      scope: this.options.scope,
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      ...(this.options.resource ? { resource: this.options.resource } : {}),
    });
  }

  /** `callbackQuery` is what the provider appended to the redirect (code, state and, where sent, iss). */
  async exchangeCode(
    callbackQuery: Record<string, string>,
    transaction: { state: string; nonce: string; codeVerifier: string },
  ): Promise<TokenSet> {
    const callbackUrl = new URL(this.options.redirectUri);
    for (const [name, value] of Object.entries(callbackQuery)) callbackUrl.searchParams.set(name, value);
    const tokens = await client.authorizationCodeGrant(await this.config(), callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    return toTokenSet(tokens);
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    return toTokenSet(await client.refreshTokenGrant(await this.config(), refreshToken));
  }

  async revoke(token: string): Promise<void> {
    await client.tokenRevocation(await this.config(), token, { token_type_hint: 'refresh_token' });
  }

  async endSessionUrl(idToken: string | undefined): Promise<string> {
    const parameters: Record<string, string> = { post_logout_redirect_uri: this.options.postLogoutRedirectUri };
    if (idToken) parameters.id_token_hint = idToken;
    return client.buildEndSessionUrl(await this.config(), parameters).href;
  }
}
