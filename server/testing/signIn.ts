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

/** Where a provider's login form is and what it posts. */
export interface LoginForm {
  isForm: (location: string) => boolean;
  action: (formLocation: string) => string;
  fields: (username: string, password: string) => Record<string, string>;
}

/** The embedded development provider's form. */
const embeddedLoginForm: LoginForm = {
  isForm: (location) => location.includes('/interaction/'),
  action: (formLocation) => `${formLocation}/login`,
  fields: (username, password) => ({ username, password }),
};

/**
 * Signs in through the real authorisation-code flow of the running server, as a browser would, but
 * without one: authorize → provider login form → code → token exchange. Returns the token set.
 */
export async function signInViaApi(
  baseUrl: string,
  username: string,
  password = 'test',
  jar = new CookieJar(),
  form = embeddedLoginForm,
): Promise<TokenSet> {
  // A relative Location is relative to the address that answered it (the portal's or the provider's).
  let lastUrl = new URL(baseUrl);
  const go = async (url: string, init: RequestInit = {}) => {
    lastUrl = new URL(url, lastUrl);
    const response = await fetch(lastUrl, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.take(response);
    return response;
  };
  let response = await go(`${API_BASE}/api/v1/sso/authorize`);
  let location = response.headers.get('location');
  while (location && !form.isForm(location)) {
    response = await go(location);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`Kein Weg zum Anmeldeformular (${response.status})`);
  await go(location);
  response = await go(form.action(location), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields(username, password)).toString(),
  });
  location = response.headers.get('location');
  while (location && !location.includes('/sso/login?')) {
    response = await go(location);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`Anmeldung von ${username} fehlgeschlagen (${response.status})`);
  const callback = new URL(location);
  const tokenResponse = await go(new URL(`${API_BASE}/api/v1/sso/token${callback.search}`, baseUrl).href);
  if (!tokenResponse.ok) throw new Error(`Token-Austausch fehlgeschlagen (${tokenResponse.status})`);
  return (await tokenResponse.json()) as TokenSet;
}

export const bearer = (tokens: TokenSet): Record<string, string> => ({
  Authorization: `Bearer ${tokens.access_token}`,
});
