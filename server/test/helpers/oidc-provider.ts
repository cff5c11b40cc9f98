import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

export interface OidcPerson {
  name: string;
  email?: string;
  phone_number?: string;
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a random local port, with its development sign-in
 * and consent pages: any login name signs in as the person of that name in `people`.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  people: Record<string, OidcPerson>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test', use: 'sig' }] },
    cookies: { keys: ['test-cookie-key-of-the-local-provider'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email'],
      phone: ['phone_number'],
    },
    async findAccount(_ctx, sub) {
      const person = opts.people[sub];
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
