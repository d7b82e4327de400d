import { API_BASE } from '@shared/api/paths';
import type { TokenSet } from '../auth/oidcClient';

/** A minimal cookie jar: enough for the provider's interaction cookies and the login-state cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Every value a cookie ever had, for tests that look for them where they must not be. */
  readonly seen = new Set<string>();
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else {
        this.cookies.set(name, value);
        this.seen.add(value);
      }
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A request of the sign-in flow as the browser sends it: no redirects followed, the jar's cookies kept. */
const browserRequest =
  (baseUrl: string, jar: CookieJar) =>
  async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.take(response);
    return response;
  };

/**
 * Starts a sign-in at the embedded provider and opens its login form: the form's address (a real, unexpired
 * interaction, its cookies in `jar`), to which the username and password are posted.
 */
export async function openLoginForm(baseUrl: string, jar: CookieJar): Promise<string> {
  const go = browserRequest(baseUrl, jar);
  let response = await go(`${API_BASE}/api/v1/sso/authorize`);
  let location = response.headers.get('location');
  while (location && !location.includes('/interaction/')) {
    response = await go(location);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`Kein Weg zum Anmeldeformular (${response.status})`);
  await go(location);
  return `${location}/login`;
}

/** Posts a username and password to an open login form (see `openLoginForm`). */
export const postLogin = (baseUrl: string, jar: CookieJar, form: string, username: string, password: string) =>
  browserRequest(baseUrl, jar)(form, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });

/**
 * Signs in through the real authorisation-code flow of the running server, as a browser would, but
 * without one: authorize → provider login form → code → token exchange. Returns the token set.
 */
export async function signInViaApi(
  baseUrl: string,
  username: string,
  password = 'test',
  jar = new CookieJar(),
): Promise<TokenSet> {
  const go = browserRequest(baseUrl, jar);
  let response = await postLogin(baseUrl, jar, await openLoginForm(baseUrl, jar), username, password);
  let location = response.headers.get('location');
  while (location && !location.includes('/sso/login?')) {
    response = await go(location);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`Anmeldung von ${username} fehlgeschlagen (${response.status})`);
  const callback = new URL(location);
  const tokenResponse = await go(`${API_BASE}/api/v1/sso/token${callback.search}`);
  if (!tokenResponse.ok) throw new Error(`Token-Austausch fehlgeschlagen (${tokenResponse.status})`);
  return (await tokenResponse.json()) as TokenSet;
}

export const bearer = (tokens: TokenSet): Record<string, string> => ({
  Authorization: `Bearer ${tokens.access_token}`,
});
