import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { HttpError } from '../http/errors';
import type { BodyLimitOverride } from '../http/body-limit';
import { MAX_REQUEST_BODY_BYTES } from '../file-entries/upload-constants';
import { recordPart, SIGNED_OBJECT_PATH, SIGNED_PART_PATH } from './r2-storage';
import { verifySignedUrl } from './url-signing';
import { respondsEmpty } from '../http/responds';

/** Signed PUTs stream into R2 and count their own bytes (Content-Length is required). */
export const SIGNED_UPLOAD_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/s3\/signed\//,
  maxSize: MAX_REQUEST_BODY_BYTES,
  streamed: true,
  tooLarge: () => new HttpError(413),
};

/** A body of exactly Content-Length bytes as a stream R2 accepts (it needs the length up front). */
function fixedLengthBody(request: Request, expected?: number): ReadableStream {
  const length = Number(request.headers.get('Content-Length'));
  if (!request.body || !Number.isSafeInteger(length) || length <= 0) throw new HttpError(411, 'Length Required');
  if (length > MAX_REQUEST_BODY_BYTES || (expected !== undefined && length !== expected)) throw new HttpError(413);
  const { readable, writable } = new FixedLengthStream(length);
  void request.body.pipeTo(writable).catch(() => undefined);
  return readable;
}

async function requireSignature(c: { env: Env; req: { raw: Request; url: string } }): Promise<URLSearchParams> {
  const url = new URL(c.req.url);
  if (!(await verifySignedUrl(c.env, 'PUT', url))) throw new HttpError(403, 'The upload URL is invalid or has expired.');
  return url.searchParams;
}

/**
 * The r2 driver's own "presigned" URLs (docs/decisions/011-uploads.md): the
 * signature is the authorization, so these are mounted before session and
 * CSRF middleware, like the public image routes. The key in the URL was built
 * by the server and is covered by the signature.
 */
export const signedStorageRoutes = new Hono<AppEnv>()
  .put(SIGNED_PART_PATH, respondsEmpty('The part is stored; ETag names it', 200), async (c) => {
    const params = await requireSignature(c);
    const key = params.get('key')!;
    const uploadId = params.get('uploadId')!;
    const partNumber = Number(params.get('partNumber'));
    const size = Number(c.req.header('Content-Length'));
    const upload = c.env.MEDIA.resumeMultipartUpload(key, uploadId);
    let part: R2UploadedPart;
    try {
      part = await upload.uploadPart(partNumber, fixedLengthBody(c.req.raw));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(404, 'The multipart upload does not exist.');
    }
    await recordPart(c.env.MEDIA, uploadId, { PartNumber: partNumber, ETag: part.etag, Size: size });
    return c.body(null, 200, { ETag: `"${part.etag}"`, 'Access-Control-Expose-Headers': 'ETag' });
  })
  .put(SIGNED_OBJECT_PATH, respondsEmpty('The object is stored; ETag names it', 200), async (c) => {
    const params = await requireSignature(c);
    const size = Number(params.get('size'));
    const object = await c.env.MEDIA.put(params.get('key')!, fixedLengthBody(c.req.raw, size), {
      httpMetadata: { contentType: params.get('mime') ?? 'application/octet-stream' },
    });
    return c.body(null, 200, { ETag: object.httpEtag, 'Access-Control-Expose-Headers': 'ETag' });
  });
