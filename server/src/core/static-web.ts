import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope.js';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and unknown non-API paths answered with index.html so the client router decides.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  opts: { webDistDir: string; apiBase: string },
): Promise<void> {
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
    if (
      url === opts.apiBase ||
      url.startsWith(`${opts.apiBase}/`) ||
      url.startsWith(`${opts.apiBase}?`)
    ) {
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
