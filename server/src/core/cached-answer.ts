import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = 'br' | 'gzip' | 'identity';

export const JSON_TYPE = 'application/json; charset=utf-8';

interface Encoded {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

interface Built {
  at: number;
  encoded: Promise<Encoded>;
}

interface CachedAnswerOptions {
  contentType: string;
  cacheControl: string;
  /** Rebuilt after this long even without a write (a write elsewhere it cannot see). */
  maxAgeMs?: number;
}

/** The encoding the client takes that makes the answer smallest: br, then gzip. */
export function preferredEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

async function encode(body: Buffer): Promise<Encoded> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    // Quality 9: within 5% of the maximum (11) at a twentieth of its time.
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { etag: `"${hash}"`, bodies: { identity: body, gzip: gz, br } };
}

/**
 * A large answer that changes only on restart or on a write (the OpenAPI document, the region
 * tree): built, serialised and compressed once (gzip and brotli), then served by Accept-Encoding
 * with an ETag, so that a request costs no CPU beyond sending bytes; a matching If-None-Match
 * gets 304. A write calls `invalidate`.
 */
export class CachedAnswer {
  private built: Built | null = null;

  constructor(
    private readonly build: () => Promise<string> | string,
    private readonly options: CachedAnswerOptions,
  ) {}

  invalidate(): void {
    this.built = null;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { etag, bodies } = await this.current();
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', this.options.cacheControl);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type(this.options.contentType).send(bodies[encoding]);
  }

  private current(): Promise<Encoded> {
    const { maxAgeMs } = this.options;
    const fresh = (e: Built) => maxAgeMs === undefined || Date.now() - e.at <= maxAgeMs;
    if (this.built && fresh(this.built)) return this.built.encoded;
    const built: Built = {
      at: Date.now(),
      encoded: Promise.resolve()
        .then(this.build)
        .then((text) => encode(Buffer.from(text))),
    };
    // A build that failed is tried again by the next request.
    built.encoded.catch(() => {
      if (this.built === built) this.built = null;
    });
    this.built = built;
    return built.encoded;
  }
}
