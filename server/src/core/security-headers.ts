import type { FastifyInstance } from 'fastify';

/**
 * No inline or foreign script may run on any page: record text that slipped into HTML unescaped
 * still cannot execute. Styles may be inline (antd writes its CSS at run time).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Security headers on every answer; the API documentation sets its own policy. */
export function registerSecurityHeaders(app: FastifyInstance, docsPrefix: string): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (request.url.startsWith(docsPrefix)) return;
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}
