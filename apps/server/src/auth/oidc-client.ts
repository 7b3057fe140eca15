/** OpenID Connect relying party over openid-client: discovery per provider (cached), PKCE S256, code exchange. */
import type * as OpenIdClient from 'openid-client';

// Loaded on the first sign-in through a provider, so a server without OIDC_* never loads it.
const loadClient = () => import('openid-client');

import type { OidcProviderConfig } from './auth-config';

interface OidcAuthorization {
  url: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

interface OidcProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface OidcClients {
  /** The authorization URL to send the browser to, with fresh PKCE verifier, state and nonce. */
  startAuthorization(provider: OidcProviderConfig, redirectUri: string): Promise<OidcAuthorization>;
  /** Exchanges the code on the callback URL (state, issuer, nonce and ID token checked by openid-client). */
  finishAuthorization(
    provider: OidcProviderConfig,
    callbackUrl: URL,
    checks: { codeVerifier: string; state: string; nonce: string },
  ): Promise<OidcProfile>;
}

export function createOidcClients(): OidcClients {
  const configurations = new Map<string, Promise<OpenIdClient.Configuration>>();

  function configurationOf(provider: OidcProviderConfig): Promise<OpenIdClient.Configuration> {
    let configuration = configurations.get(provider.name);
    if (!configuration) {
      // Plain http only for a local issuer (development and tests); real providers are https.
      const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(provider.issuer);
      configuration = loadClient().then((client) =>
        client.discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret || undefined,
          undefined,
          local ? { execute: [client.allowInsecureRequests] } : undefined,
        ),
      );
      // A failed discovery is retried on the next sign-in rather than cached.
      configuration.catch(() => configurations.delete(provider.name));
      configurations.set(provider.name, configuration);
    }
    return configuration;
  }

  return {
    async startAuthorization(provider, redirectUri) {
      const client = await loadClient();
      const configuration = await configurationOf(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: provider.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, codeVerifier, state, nonce };
    },

    async finishAuthorization(provider, callbackUrl, checks) {
      const client = await loadClient();
      const configuration = await configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let emailVerified = claims.email_verified === true;
      let name = typeof claims.name === 'string' ? claims.name : undefined;
      let picture = typeof claims.picture === 'string' ? claims.picture : undefined;
      if (!email) {
        // Some providers put the address only in userinfo.
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : undefined;
        emailVerified = info.email_verified === true;
        name ??= typeof info.name === 'string' ? info.name : undefined;
        picture ??= typeof info.picture === 'string' ? info.picture : undefined;
      }
      return { subject: claims.sub, email, emailVerified, name, picture };
    },
  };
}
