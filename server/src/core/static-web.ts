import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope.js';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and unknown non-API paths answered with index.html so the client router decides.
 */
interface WebRuntimeConfig {
  apiBase: string;
  systemTitle: string;
  ssoLoginUrl: string;
  /** The province region pickers open at (GB/T 2260 code). */
  installProvince: string;
  /** The data encryption service the web app calls; null: the switch is off. */
  encryptService: { url: string; appCode: string } | null;
  /** The central login service's sign-in page (with this app's service address); null: off. */
  casLoginUrl: string | null;
  /** The third-party login the login page offers; null: off. */
  thirdLogin: { type: 'oidc'; name: string } | null;
}

export async function registerStaticWeb(
  app: FastifyInstance,
  opts: { webDistDir: string; runtime: WebRuntimeConfig },
): Promise<void> {
  const { apiBase } = opts.runtime;
  // Runtime settings for the web app, so one build serves any API base or title.
  const configScript = `window.__APP_CONFIG__=${JSON.stringify(opts.runtime).replace(/</g, '\\u003c')};`;
  app.get('/app-config.js', { schema: { hide: true } }, (_request, reply) => {
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(configScript);
  });

  const indexFile = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`)) {
      return reply
        .status(404)
        .send(failure(404, `接口不存在：${request.method} ${url.split('?')[0]}`));
    }
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在');
    }
    // Missing assets must stay 404s; only page paths fall back to the app.
    if (path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
