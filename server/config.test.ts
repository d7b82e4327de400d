import { describe, expect, it } from 'vitest';
import { publicUrlOf, readConfig, readDatabaseUrl, startupWarnings } from './config';
import '@shared/schemas/germanValidation';

describe('readConfig', () => {
  it('runs the embedded identity provider in development with the password test', () => {
    expect(readConfig({}).oidc).toMatchObject({ kind: 'embedded', password: 'test', clientId: 'radar-portal' });
  });

  it('refuses the embedded provider in production unless explicitly enabled', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/DEV_IDP_ENABLED=true/);
    expect(readConfig({ NODE_ENV: 'production', DEV_IDP_ENABLED: 'true' }).oidc.kind).toBe('embedded');
  });

  it('talks to an external provider when OIDC_ISSUER is set', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.de/realms/sparkassen',
      OIDC_CLIENT_ID: 'radar',
      OIDC_CLIENT_SECRET: 'geheim',
    });
    expect(config.oidc).toEqual({
      kind: 'external',
      issuer: 'https://login.example.de/realms/sparkassen',
      clientId: 'radar',
      clientSecret: 'geheim',
      audience: 'radar',
      scope: 'openid profile email',
      usernameClaim: 'preferred_username',
    });
    expect(() => readConfig({ OIDC_ISSUER: 'https://login.example.de' })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it('takes the claim that names the account from OIDC_USERNAME_CLAIM (e.g. upn for Entra ID)', () => {
    const external = { OIDC_ISSUER: 'https://login.example.de', OIDC_CLIENT_SECRET: 'geheim' };
    expect(readConfig({ ...external, OIDC_USERNAME_CLAIM: 'upn' }).oidc).toMatchObject({ usernameClaim: 'upn' });
    expect(() => readConfig({ ...external, OIDC_USERNAME_CLAIM: 'a b' })).toThrow(/OIDC_USERNAME_CLAIM/);
  });

  it('names the variable of a bad value', () => {
    expect(() => readConfig({ PORT: 'achtzig' })).toThrow(/PORT/);
  });

  it('sizes the one PostgreSQL pool of an instance at 10 unless DATABASE_POOL_SIZE says otherwise (2–100)', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE: Bitte eine Zahl ab 2/);
  });

  it('sends support mail over SMTP only when SMTP_URL is set, with retry delays in seconds', () => {
    expect(readConfig({}).mail).toMatchObject({
      smtpUrl: undefined,
      outboxDir: undefined,
      supportMailbox: 'radar-support@sparkassen-portal.example',
      retryDelaysMs: [30_000, 60_000, 300_000, 900_000, 3_600_000],
    });
    const mail = readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SUPPORT_RETRY_DELAYS: '0.5,2' }).mail;
    expect(mail).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', retryDelaysMs: [500, 2000] });
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SUPPORT_RETRY_DELAYS: 'bald' })).toThrow(/SUPPORT_RETRY_DELAYS/);
  });
});

describe('startupWarnings', () => {
  it('warns when the development sign-in runs under NODE_ENV=production, and only then', () => {
    const production = readConfig({ NODE_ENV: 'production', DEV_IDP_ENABLED: 'true' });
    expect(startupWarnings(production)).toEqual([expect.stringMatching(/Entwicklungs-Anmeldung.*NODE_ENV=production/)]);
    expect(startupWarnings(readConfig({}))).toEqual([]);
    const external = { NODE_ENV: 'production', OIDC_ISSUER: 'https://login.example.de', OIDC_CLIENT_SECRET: 'geheim' };
    expect(startupWarnings(readConfig(external))).toEqual([]);
  });
});

describe('readDatabaseUrl', () => {
  it('reads DATABASE_URL alone, so the database commands run without the sign-in settings', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://radar@db:5432/radar' };
    expect(readDatabaseUrl(env)).toBe('postgres://radar@db:5432/radar');
    expect(readDatabaseUrl({})).toBeUndefined();
    expect(() => readDatabaseUrl({ DATABASE_URL: 'mysql://db/radar' })).toThrow(/DATABASE_URL/);
  });
});

describe('publicUrlOf', () => {
  it('is http://localhost:<port> unless PUBLIC_URL says otherwise, without a trailing slash', () => {
    expect(publicUrlOf(readConfig({}), 8123)).toBe('http://localhost:8123');
    expect(publicUrlOf(readConfig({ PUBLIC_URL: 'https://radar.example.de/' }), 8123)).toBe('https://radar.example.de');
  });

  it('refuses a canonical origin that is not the public URL’s, naming both variables', () => {
    const config = readConfig({ PUBLIC_URL: 'https://radar.example.de', CANONICAL_ORIGIN: 'https://other.example.de' });
    expect(() => publicUrlOf(config, 8080)).toThrow(/CANONICAL_ORIGIN.*PUBLIC_URL/);
    const same = readConfig({ PUBLIC_URL: 'https://radar.example.de', CANONICAL_ORIGIN: 'https://radar.example.de/x' });
    expect(publicUrlOf(same, 8080)).toBe('https://radar.example.de');
  });
});
