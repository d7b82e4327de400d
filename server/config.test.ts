import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

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
    });
    expect(() => readConfig({ OIDC_ISSUER: 'https://login.example.de' })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it('names the variable of a bad value', () => {
    expect(() => readConfig({ PORT: 'achtzig' })).toThrow(/PORT/);
  });
});
