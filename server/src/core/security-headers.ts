import type { FastifyInstance } from 'fastify';

/**
 * No inline or foreign script may run on any page: record text that slipped into HTML unescaped
 * still cannot execute. Styles may be inline (antd writes its CSS at run time).
 */
const contentSecurityPolicy = (imageSources: string[], connectSources: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageSources].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** Where a tile URL template's images come from, as a CSP source ({s} becomes a wildcard). */
export function tileSource(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0'));
  const host = url.host.replace(/^subdomain\./, '*.');
  return `${url.protocol}//${host}`;
}

/** Security headers on every answer; the API documentation sets its own policy. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  docsPrefix: string,
  external: { mapTileUrl: string | null; encryptServiceUrl: string | null },
): void {
  const { mapTileUrl, encryptServiceUrl } = external;
  const policy = contentSecurityPolicy(
    mapTileUrl ? [tileSource(mapTileUrl)] : [],
    encryptServiceUrl ? [new URL(encryptServiceUrl).origin] : [],
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (request.url.startsWith(docsPrefix)) return;
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}
