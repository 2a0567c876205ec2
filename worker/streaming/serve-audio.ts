import { HttpError, notFound } from '../http/errors';
import { contentRange, parseRange, type ByteRange } from './byte-range';
import { ifRangeHolds, noneMatchHolds } from './preconditions';
import { AUDIO_CACHE_CONTROL } from './streaming-constants';

/** A track's audio: its R2 key and what D1 knows of it (size is written with the object). */
export type AudioSource = { key: string; mime: string | null; size: number | null };

/**
 * Serves an audio object with HTTP Range support (DESIGN section 4): 200 with
 * the whole object, 206 with one range, 304 when If-None-Match holds, 416
 * for a range past the end, the whole object when If-Range no longer holds.
 * D1's `audio_size` resolves the range before the one R2 call, so a stream
 * request costs one D1 read and one R2 read; HEAD reads only the object's
 * metadata.
 */
export async function serveAudio(request: Request, bucket: R2Bucket, audio: AudioSource, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const size = audio.size ?? (await bucket.head(audio.key))?.size;
  if (size === undefined) throw notFound();
  let range = parseRange(request.headers.get('Range'), size);
  if (range === 'unsatisfiable') throw new HttpError(416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${size}` });

  const ifRange = request.headers.get('If-Range');
  if (range && ifRange !== null) {
    // A resumed transfer: whether the client's partial copy is current decides
    // what to read, so this (rare) request reads the metadata first.
    const current = await bucket.head(audio.key);
    if (!current) throw notFound();
    if (!ifRangeHolds(ifRange, current)) range = null;
  }

  const isHead = request.method === 'HEAD';
  const ifNoneMatch = request.headers.get('If-None-Match');
  // With If-None-Match, R2 itself skips the body when the tag matches.
  const onlyIf = ifNoneMatch ? new Headers({ 'If-None-Match': ifNoneMatch }) : undefined;
  const object = isHead ? await bucket.head(audio.key) : await bucket.get(audio.key, { range: range ?? undefined, onlyIf });
  if (!object) throw notFound();
  if (object.size !== size) {
    // D1's size is stale (the object was replaced): resolve the range again against R2's.
    await cancelBody(object);
    return serveAudio(request, bucket, { ...audio, size: object.size }, extraHeaders);
  }

  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': audio.mime ?? object.httpMetadata?.contentType ?? 'application/octet-stream',
    ETag: object.httpEtag,
    'Last-Modified': object.uploaded.toUTCString(),
    'Cache-Control': AUDIO_CACHE_CONTROL,
    ...extraHeaders,
  });
  const notModified = isHead ? ifNoneMatch !== null && noneMatchHolds(ifNoneMatch, object.httpEtag) : !hasBody(object);
  if (notModified) return new Response(null, { status: 304, headers });
  return respond(hasBody(object) ? object.body : null, headers, range, size);
}

function respond(body: ReadableStream | null, headers: Headers, range: ByteRange | null, size: number): Response {
  if (!range) {
    headers.set('Content-Length', String(size));
    return new Response(body, { status: 200, headers });
  }
  headers.set('Content-Length', String(range.length));
  headers.set('Content-Range', contentRange(range, size));
  return new Response(body, { status: 206, headers });
}

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object;

async function cancelBody(object: R2Object | R2ObjectBody): Promise<void> {
  if (hasBody(object)) await object.body.cancel();
}
