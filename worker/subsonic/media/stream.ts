import { findAudio, type StoredAudio } from '../../streaming/find-audio';
import { serveAudio } from '../../streaming/serve-audio';
import type { SubsonicHandler } from '../subsonic-types';
import { audioAnswer, requireMediaPermission } from './media-access';

/**
 * `stream` (docs/api/subsonic.md, "Media"): the web stream route's answer
 * (worker/streaming/routes.ts) under /rest: the original file with Range
 * (200/206/304/416), external audio as a 302 to its URL. We do not
 * transcode: `format`, `maxBitRate` and `estimateContentLength` change
 * nothing (Content-Length is always exact). Streaming logs no play, as on
 * the web: apps report plays with `scrobble`.
 */
export const stream: SubsonicHandler = async ({ c, user, params }) => {
  requireMediaPermission(user, 'music.play');
  const id = params.id('id');
  const timeOffset = params.int('timeOffset', { fallback: 0, min: 0 }) ?? 0;
  return audioAnswer(async () => {
    const audio = await findAudio(c.get('db'), id);
    if ('external' in audio) return c.redirect(audio.external, 302);
    return serveAudio(await startingAt(c.req.raw, c.env.MEDIA, audio, timeOffset), c.env.MEDIA, audio);
  });
};

/**
 * `timeOffset` (the transcodeOffset extension): start `seconds` into the
 * track. Without transcoding that is a byte offset, proportional to the
 * duration over the file's size (exact for constant bit rate; approximate
 * for VBR, and past a WAV or FLAC header the player needs to resync), served
 * as if the app had sent `Range: bytes=<offset>-`: a 206 from there to the
 * end, whose Content-Range says where it starts. A Range the app sends wins;
 * an offset at or past the end is a 416.
 */
async function startingAt(request: Request, bucket: R2Bucket, audio: StoredAudio, seconds: number): Promise<Request> {
  if (seconds <= 0 || audio.duration <= 0 || request.headers.has('Range')) return request;
  const size = audio.size ?? (await bucket.head(audio.key))?.size;
  if (!size) return request;
  const offset = Math.floor((size * seconds * 1000) / audio.duration);
  const headers = new Headers(request.headers);
  headers.set('Range', `bytes=${offset}-`);
  return new Request(request.url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers });
}
