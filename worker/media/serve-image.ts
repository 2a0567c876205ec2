/**
 * SVG is a document that can carry script. Served from our origin, it gets a
 * policy that allows nothing but its own inline styles, so even opened
 * directly (not through <img>) it cannot run code or load anything.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * An image object from R2 MEDIA with its ETag and the caller's caching
 * policy: 304 when If-None-Match holds, the bytes otherwise; null when there
 * is no such object. HEAD reads metadata only: fetching a body just to drop
 * it wastes a read. The catalog image route (image-routes.ts) and the
 * Subsonic getCoverArt method both answer with it.
 */
export async function serveImage(request: Request, bucket: R2Bucket, key: string, cacheControl: string): Promise<Response | null> {
  const head = request.method === 'HEAD';
  const object = head ? await bucket.head(key) : await bucket.get(key, { onlyIf: request.headers });
  if (!object) return null;
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    ETag: object.httpEtag,
    'Cache-Control': cacheControl,
    'Content-Security-Policy': IMAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
  });
  // R2 returns the object without a body when If-None-Match already holds it.
  const fresh = head ? ifNoneMatch(request.headers.get('If-None-Match'), object.httpEtag) : !hasBody(object);
  if (fresh) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(hasBody(object) ? object.body : null, { headers });
}

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object;

function ifNoneMatch(header: string | null, etag: string): boolean {
  return !!header && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}
