import { parseBuffer, type IAudioMetadata } from 'music-metadata';
import { METADATA_READ_BYTES } from './upload-constants';
import { coverKeyFor } from './storage-keys';
import type { AudioMetadata } from './file-entry-payload';

const COVER_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

export type ParsedAudio = AudioMetadata & { cover_key?: string };

const isAudio = (mime: string, extension: string) => mime.startsWith('audio/') || ['mp3', 'flac', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'wav'].includes(extension);

/**
 * Tags of an uploaded audio object (docs/api/uploads.md, `metadata`): only
 * its first bytes are read (tags sit at the start of the formats we take;
 * duration comes from the stream headers and the full size). An embedded
 * cover is stored as its own image under images/covers/, which the public
 * /storage/images/ route serves. A file that does not parse has no metadata.
 */
export async function parseAudioMetadata(bucket: R2Bucket, key: string, mime: string, extension: string, size: number): Promise<ParsedAudio | null> {
  if (!isAudio(mime, extension) || size === 0) return null;
  const object = await bucket.get(key, { range: { offset: 0, length: Math.min(size, METADATA_READ_BYTES) } });
  if (!object) return null;
  let parsed: IAudioMetadata;
  try {
    parsed = await parseBuffer(new Uint8Array(await object.arrayBuffer()), { mimeType: mime, size }, { skipPostHeaders: true });
  } catch {
    return null;
  }
  const { common, format } = parsed;
  const result: ParsedAudio = {};
  if (common.title) result.title = common.title;
  const artists = common.artists?.length ? common.artists : common.artist ? [common.artist] : [];
  if (artists.length) result.artists = artists;
  if (common.album) result.album = common.album;
  if (common.track?.no) result.track_number = common.track.no;
  if (common.genre?.length) result.genre = common.genre[0];
  if (format.duration) result.duration_ms = Math.round(format.duration * 1000);
  const picture = common.picture?.[0];
  const coverExtension = picture && COVER_EXTENSIONS[picture.format.toLowerCase()];
  if (picture && coverExtension) {
    const coverKey = coverKeyFor(coverExtension);
    await bucket.put(coverKey, picture.data, { httpMetadata: { contentType: `image/${coverExtension === 'jpg' ? 'jpeg' : coverExtension}` } });
    result.cover_key = coverKey;
    result.cover_url = `/storage/${coverKey}`;
  }
  return result;
}
