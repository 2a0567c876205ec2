import { IMAGE_CSP } from '../../media/serve-image';
import { noneMatchHolds } from '../../streaming/preconditions';

/** Covers a size may scale: raster images the Images binding reads and writes back in their own type. SVG scales by itself. */
const RESIZABLE = /\.(?:png|jpe?g|webp)$/i;
const OUTPUT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const canResize = (key: string) => RESIZABLE.test(key);

/**
 * A raster cover scaled down to fit `size` x `size` (never up: `scale-down`)
 * by the Images binding (docs/decisions/024-cover-art-sizes.md), in its own
 * type. Its ETag is the original's with the size, weak (another encoder
 * version may write other bytes for the same picture), and answers
 * If-None-Match with 304 before any transform. Null when the object is
 * missing or the transform fails: the caller answers the original then.
 */
export async function serveResized(request: Request, env: Env, key: string, size: number, cacheControl: string): Promise<Response | null> {
  const object = await env.MEDIA.get(key);
  if (!object) return null;
  const tag = `${object.httpEtag.slice(0, -1)}-${size}"`;
  const headers = new Headers({ ETag: `W/${tag}`, 'Cache-Control': cacheControl, 'Content-Security-Policy': IMAGE_CSP, 'X-Content-Type-Options': 'nosniff' });
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch && noneMatchHolds(ifNoneMatch, tag)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  const type = object.httpMetadata?.contentType ?? '';
  if (!OUTPUT_TYPES.has(type)) {
    await object.body.cancel();
    return null;
  }
  try {
    const result = await env.IMAGES.input(object.body)
      .transform({ width: size, height: size, fit: 'scale-down' })
      .output({ format: type as 'image/png' | 'image/jpeg' | 'image/webp' });
    headers.set('Content-Type', result.contentType());
    return new Response(result.image(), { headers });
  } catch {
    return null;
  }
}
