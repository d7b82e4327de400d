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
 * The requests of one browser in the sign-in flow: no redirects followed, the jar's cookies kept, and a relative
 * address resolved against the one that answered last (the portal's or the provider's).
 */
function browserRequests(baseUrl: string, jar: CookieJar) {
  let lastUrl = new URL(baseUrl);
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    lastUrl = new URL(url, lastUrl);
    const response = await fetch(lastUrl, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.take(response);
    return response;
  };
}
type BrowserRequests = ReturnType<typeof browserRequests>;

async function openForm(go: BrowserRequests, form: LoginForm): Promise<string> {
  let response = await go(`${API_BASE}/api/v1/sso/authorize`);
  let location = response.headers.get('location');
  while (location && !form.isForm(location)) {
    response = await go(location);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`Kein Weg zum Anmeldeformular (${response.status})`);
  await go(location);
  return new URL(form.action(location), new URL(location, response.url)).href;
}

const post = (go: BrowserRequests, action: string, fields: Record<string, string>) =>
  go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * Starts a sign-in at the provider and opens its login form: the form's address (a real, unexpired interaction,
 * its cookies in `jar`), to which the username and password are posted.
 */
export const openLoginForm = (baseUrl: string, jar: CookieJar, form = embeddedLoginForm): Promise<string> =>
  openForm(browserRequests(baseUrl, jar), form);

/** Posts a username and password to an open login form (see `openLoginForm`). */
export const postLogin = (
  baseUrl: string,
  jar: CookieJar,
  action: string,
  username: string,
  password: string,
  form = embeddedLoginForm,
) => post(browserRequests(baseUrl, jar), action, form.fields(username, password));

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
  const go = browserRequests(baseUrl, jar);
  let response = await post(go, await openForm(go, form), form.fields(username, password));
  let location = response.headers.get('location');
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
