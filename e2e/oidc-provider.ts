import { generateKeyPairSync } from 'node:crypto';
import Provider, { type JWK } from 'oidc-provider';
import { OIDC_CLIENT } from './oidc-client';

/**
 * The local OpenID provider the end-to-end tests sign in at, with oidc-provider's development
 * sign-in and consent pages: any login name is a person of that name. Started by
 * playwright.config.ts beside the app.
 */
const port = Number(process.env.E2E_OIDC_PORT);
const appOrigin = process.env.E2E_APP_ORIGIN;
if (!port || !appOrigin) throw new Error('E2E_OIDC_PORT and E2E_APP_ORIGIN are required');

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${appOrigin}/api/sys/thirdLogin/oidc/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'e2e', use: 'sig' }] },
  cookies: { keys: ['e2e-cookie-key-of-the-local-provider'] },
  ttl: {
    AccessToken: 600,
    AuthorizationCode: 60,
    Grant: 3600,
    IdToken: 600,
    Interaction: 600,
    Session: 3600,
  },
  claims: { openid: ['sub'], profile: ['name'] },
  async findAccount(_ctx, sub) {
    return { accountId: sub, claims: () => ({ sub, name: `统一认证用户${sub}` }) };
  },
});
provider.listen(port, '127.0.0.1');
