import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import type { TokenSet } from '../auth/oidcClient';
import { COMPILED_SERVER, compiledEntryArgs } from '../testing/compiledServer';
import { bearer, CookieJar, signInViaApi } from '../testing/signIn';
import { copyFixtureDatabase } from '../testing/testServer';

const PASSWORD = 'Passwort-nie-im-Log-4711';
const CLIENT_ID = 'radar-portal';
const CLIENT_SECRET = 'Client-Geheimnis-nie-im-Log-0815';
const sso = (path: string) => `${API_BASE}${path}`;

let cleanUp: (() => void) | undefined;
afterEach(() => cleanUp?.());

it('a sign-in, both refresh calls and a logout leave no password, token, cookie or credential in the log', async () => {
  const database = copyFixtureDatabase();
  // The compiled server, as production runs it, at its most talkative level; everything it prints is kept.
  const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: 'localhost',
      DB_FILE: database.dbFile,
      MEDIA_DIR: database.mediaDir,
      SERVE: 'none',
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      DEV_IDP_PASSWORD: PASSWORD,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanUp = () => {
    child.kill('SIGKILL');
    database.remove();
  };
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => reject(new Error(`Server endete mit ${code}: ${output}`)));
  });

  const jar = new CookieJar();
  const signedIn = await signInViaApi(url, 'anna.admin', PASSWORD, jar);
  expect((await fetch(url + sso(ssoPaths.login), { headers: bearer(signedIn) })).status).toBe(200);
  // The spec's refresh call carries the refresh token in the query; the portal's sends it in the body.
  const byQuery = await fetch(`${url}${sso(ssoPaths.refresh)}?refreshToken=${signedIn.refresh_token}`);
  expect(byQuery.status).toBe(200);
  const second = (await byQuery.json()) as TokenSet;
  const byBody = await fetch(url + sso(ssoPaths.refresh), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'radar_probe=Keks-nie-im-Log' },
    body: JSON.stringify({ refreshToken: second.refresh_token }),
  });
  expect(byBody.status).toBe(200);
  const third = (await byBody.json()) as TokenSet;
  const logout = await fetch(url + sso(ssoPaths.logout), {
    method: 'POST',
    headers: { ...bearer(third), 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: third.refresh_token, idToken: third.id_token }),
  });
  expect(logout.status).toBe(200);
  const { endSessionUrl } = (await logout.json()) as { endSessionUrl: string };
  expect(endSessionUrl).toContain('id_token_hint=');
  expect((await fetch(endSessionUrl)).status).toBe(200);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);

  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  const requests = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((l) => l.req ?? []);
  // The calls were logged (so the checks below look at real lines), the refresh call with its query value hidden.
  expect(requests.map((request) => request.url)).toContain(`${sso(ssoPaths.refresh)}?refreshToken=[REDACTED]`);
  expect(requests.some((request) => /^\/oidc\/session\/end\?.*id_token_hint=\[REDACTED\]/.test(request.url))).toBe(
    true,
  );

  const secrets = {
    password: PASSWORD,
    clientSecret: CLIENT_SECRET,
    basicCredentials: Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'),
    sentCookie: 'Keks-nie-im-Log',
    ...Object.fromEntries(
      [signedIn, second, third].flatMap((tokens, round) => [
        [`access token ${round}`, tokens.access_token],
        [`refresh token ${round}`, tokens.refresh_token],
        [`id token ${round}`, tokens.id_token],
      ]),
    ),
    ...Object.fromEntries([...jar.seen].map((value, index) => [`cookie ${index}`, value])),
  };
  expect(jar.seen.size).toBeGreaterThan(2);
  const found = Object.entries(secrets).filter(([, secret]) => secret && output.includes(secret));
  expect(found.map(([name]) => name)).toEqual([]);
  expect(output).not.toMatch(/(Bearer|Basic) [\w-]/);
}, 30_000);
