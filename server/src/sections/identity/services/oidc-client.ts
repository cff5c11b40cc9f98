import * as client from 'openid-client';
import { badGateway, badRequest, type HttpError } from '../../../core/errors.js';
import type { OidcConfig } from '../../../core/sso-config.js';

/** Who the provider says signed in. Only (issuer, subject) identifies; the rest is for display. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** What a sign-in sent to the provider must come back with. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const OIDC_MESSAGES = {
  unreachable: (name: string) => `${name}服务暂时无法访问，请稍后再试`,
  cancelled: '第三方登录已取消，或认证服务拒绝了登录',
  rejected: '第三方认证结果无效或已过期，请重新登录',
} as const;

/** Seconds any call to the provider may take. */
const TIMEOUT_SECONDS = 10;

/** openid-client's codes for a provider that timed out or answered something not OAuth. */
const UNREACHABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** The relying party of one OpenID Connect provider, through openid-client. */
export class OidcClient {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    private readonly config: OidcConfig,
    /** Where the provider sends the browser back (registered with the provider). */
    readonly callbackUrl: string,
  ) {}

  /** A fresh state, nonce and PKCE verifier for one sign-in. */
  static newChecks(): OidcChecks {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** The provider's sign-in page for this request (authorization code with PKCE S256). */
  async authorizationUrl(checks: OidcChecks): Promise<URL> {
    const config = await this.configuration();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl,
      scope: this.config.scopes,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Checks the provider's answer (`search`: the callback's query) against the request it
   * belongs to, redeems the code and validates the ID token; the profile claims come from the
   * ID token, else from the userinfo endpoint.
   */
  async identify(search: string, checks: OidcChecks): Promise<OidcIdentity> {
    const config = await this.configuration();
    const currentUrl = new URL(this.callbackUrl);
    currentUrl.search = search;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw this.failure(error);
    }
    const idToken = tokens.claims();
    if (!idToken) throw badRequest(OIDC_MESSAGES.rejected);
    let profile: Record<string, unknown> = idToken;
    if (!idToken.name && config.serverMetadata().userinfo_endpoint) {
      profile = await client
        .fetchUserInfo(config, tokens.access_token, idToken.sub)
        .then((info) => ({ ...info, ...idToken }))
        .catch(() => idToken);
    }
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      name: text(profile.name, 100) ?? text(profile.preferred_username, 100),
      email: text(profile.email, 100),
      phone: text(profile.phone_number, 30),
    };
  }

  /** Discovery, once; a failed one is tried again on the next sign-in. */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= client
      .discovery(
        new URL(this.config.issuer),
        this.config.clientId,
        { client_secret: this.config.clientSecret },
        client.ClientSecretBasic(this.config.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          execute: this.config.allowHttp ? [client.allowInsecureRequests] : [],
        },
      )
      .catch(() => {
        this.discovered = null;
        throw badGateway(OIDC_MESSAGES.unreachable(this.config.displayName));
      });
    return this.discovered;
  }

  /** The provider refused or could not be reached: a Chinese 4xx or 502, never a 500. */
  private failure(error: unknown): HttpError | unknown {
    if (error instanceof client.AuthorizationResponseError) {
      return badRequest(OIDC_MESSAGES.cancelled);
    }
    const unreachable =
      error instanceof TypeError ||
      (error instanceof client.ClientError && UNREACHABLE_CODES.has(error.code ?? ''));
    if (unreachable) return badGateway(OIDC_MESSAGES.unreachable(this.config.displayName));
    if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) {
      return badRequest(OIDC_MESSAGES.rejected);
    }
    return error;
  }
}
