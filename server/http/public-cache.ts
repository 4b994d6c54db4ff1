import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/*
 * Answers that are the same for everyone (the blog, the public figures, the web app's config, the
 * sitemap, the feed and the pages' HTML), prepared once: the body, its brotli and gzip, and an
 * ETag. A browser or a CDN keeps
 * the body and revalidates it with If-None-Match; an unchanged answer is a 304 with no body.
 * Never used for anything a member owns (decision 024).
 */

/** Revalidate every time: an admin's change shows at once, and an unchanged body costs a 304. */
export const REVALIDATE = 'public, no-cache';

export interface PublicBody {
  etag: string;
  type: string;
  body: Buffer;
  /** The body gzipped (level 9, once), when that is worth it. */
  gzip: Buffer | null;
  /**
   * The body in brotli (quality 9, once: 13 ms for a page's HTML, where 11 takes 70 ms for 8% less),
   * when that is worth it: about a sixth smaller than gzip for the HTML with its stylesheet, which
   * then fits in the first round trip of a new connection (about 14 kB).
   */
  br: Buffer | null;
}

/** Bodies under this size are sent as they are (as the compression plugin's threshold). */
const GZIP_MIN_BYTES = 1024;

/** A prepared public answer: JSON for a value, or a string body with its content type. */
export function publicBody(
  value: unknown,
  type = 'application/json; charset=utf-8',
  /** Brotli quality and gzip level: 9 for a body prepared once, lower for one made per request. */
  quality = 9,
): PublicBody {
  const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    // Weak: the same entity is sent gzipped or not.
    etag: `W/"${hash}"`,
    type,
    body,
    gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: quality }) : null,
    br:
      body.length >= GZIP_MIN_BYTES
        ? brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: quality,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : null,
  };
}

/** True when If-None-Match names this ETag (weak comparison, lists and `*` included). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** An encoding the client accepts (named, and not with q=0), one expression per encoding. */
const ACCEPTS = {
  gzip: /\bgzip\b(?!\s*;\s*q=0(\.0+)?\b)/,
  br: /\bbr\b(?!\s*;\s*q=0(\.0+)?\b)/,
} as const;
const accepts = (request: FastifyRequest, encoding: keyof typeof ACCEPTS) => {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && ACCEPTS[encoding].test(header);
};

/** Sends a prepared public answer: 304 when the client holds it, else the (compressed) body. */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PublicBody,
  cacheControl = REVALIDATE,
): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', cacheControl);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (notModified(request, prepared.etag)) return reply.code(304).send();
  reply.type(prepared.type);
  if (prepared.br && accepts(request, 'br')) {
    return reply.header('content-encoding', 'br').send(prepared.br);
  }
  if (prepared.gzip && accepts(request, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  }
  return reply.send(prepared.body);
}

/** The 304 answer in the API document: no body. */
export const NotModifiedSchema = z.null().describe('Not modified: the ETag sent still holds');
