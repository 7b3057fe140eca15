import { describe, expect, it } from 'vitest';
import { parseAuthConfig } from './auth-config';

describe('parseAuthConfig', () => {
  it('has the documented defaults', () => {
    const config = parseAuthConfig({});
    expect(config.rateLimits.signin).toEqual({ ip: { limit: 30, windowSeconds: 300 }, address: { limit: 10, windowSeconds: 300 } });
    expect(config.signInSlowdown).toEqual({ freeAttempts: 10, windowSeconds: 900, firstDelayMs: 500, maxDelayMs: 10_000 });
    expect(config.requireEmailVerification).toBe(false);
    expect(config.hashConcurrency).toBeGreaterThanOrEqual(1);
    expect(config.oidcProviders).toEqual([]);
  });

  it('reads per-action limits as ip/seconds,address/seconds', () => {
    const config = parseAuthConfig({ AUTH_RATE_LIMIT_RESET: '7/60, 2/3600', AUTH_HASH_CONCURRENCY: '3' });
    expect(config.rateLimits.reset).toEqual({ ip: { limit: 7, windowSeconds: 60 }, address: { limit: 2, windowSeconds: 3600 } });
    expect(config.hashConcurrency).toBe(3);
  });

  it('reads the sign-in slowdown as attempts/seconds and first,max milliseconds', () => {
    const config = parseAuthConfig({ AUTH_SIGNIN_SLOWDOWN_AFTER: '3/60', AUTH_SIGNIN_SLOWDOWN_MS: '0,0' });
    expect(config.signInSlowdown).toEqual({ freeAttempts: 3, windowSeconds: 60, firstDelayMs: 0, maxDelayMs: 0 });
  });

  it.each([
    ['a slowdown without a window', { AUTH_SIGNIN_SLOWDOWN_AFTER: '3' }],
    ['a slowdown with one delay', { AUTH_SIGNIN_SLOWDOWN_MS: '500' }],
    ['a slowdown whose longest wait is shorter than the first', { AUTH_SIGNIN_SLOWDOWN_MS: '500,100' }],
    ['a missing address rule', { AUTH_RATE_LIMIT_SIGNIN: '5/60' }],
    ['a zero limit', { AUTH_RATE_LIMIT_SIGNIN: '0/60,1/60' }],
    ['words', { AUTH_RATE_LIMIT_SIGNIN: 'many' }],
    ['a provider without a client id', { OIDC_ACME_ISSUER: 'https://id.acme.test' }],
    ['a provider named email', { OIDC_PROVIDERS: '[{"name":"email","issuer":"https://x.test","clientId":"c"}]' }],
    ['OIDC_PROVIDERS that is not an array', { OIDC_PROVIDERS: '{"name":"x"}' }],
  ])('refuses %s at start-up', (_name, env) => {
    expect(() => parseAuthConfig(env)).toThrow();
  });

  it('collects providers from OIDC_PROVIDERS, OIDC_<NAME>_* and GOOGLE_CLIENT_ID', () => {
    const config = parseAuthConfig({
      OIDC_PROVIDERS: JSON.stringify([{ name: 'Corp', issuer: 'https://sso.corp.test/', clientId: 'corp-id', clientSecret: 's1' }]),
      OIDC_GIT_LAB_ISSUER: 'https://gitlab.test',
      OIDC_GIT_LAB_CLIENT_ID: 'gl-id',
      OIDC_GIT_LAB_SCOPES: 'openid email',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    });
    expect(config.oidcProviders).toEqual([
      {
        name: 'corp',
        label: 'Corp',
        issuer: 'https://sso.corp.test',
        clientId: 'corp-id',
        clientSecret: 's1',
        scopes: 'openid email profile',
      },
      { name: 'git-lab', label: 'Git-lab', issuer: 'https://gitlab.test', clientId: 'gl-id', clientSecret: '', scopes: 'openid email' },
      {
        name: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        scopes: 'openid email profile',
      },
    ]);
  });
});
