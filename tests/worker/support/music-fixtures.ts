import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { albumArtists, albums, artistGenres, artists, genres, tags, trackArtists, trackGenres, tracks, trackTags } from '../../../db/music-catalog';
import { db } from './http';

// Small factories for the music tests; each call makes fresh rows, so no test
// depends on another's data.
let n = 0;
const next = () => ++n;

export async function createArtist(values: Partial<typeof artists.$inferInsert> = {}) {
  const [artist] = await db().insert(artists).values({ name: `Artist ${next()}`, ...values }).returning();
  return artist;
}

export async function createGenre(name = `genre-${next()}`) {
  const [genre] = await db().insert(genres).values({ name, display_name: name[0].toUpperCase() + name.slice(1) }).returning();
  return genre;
}

export async function createTag(name = `tag-${next()}`) {
  const [tag] = await db().insert(tags).values({ name, display_name: name }).returning();
  return tag;
}

export async function createAlbum(options: { artists?: { id: number }[]; values?: Partial<typeof albums.$inferInsert> } = {}) {
  const [album] = await db().insert(albums).values({ name: `Album ${next()}`, release_date: '2024-01-01', ...options.values }).returning();
  const credited = options.artists ?? [await createArtist()];
  await db().insert(albumArtists).values(credited.map((a, position) => ({ album_id: album.id, artist_id: a.id, position })));
  return album;
}

/**
 * A track credited to `artists` (a new artist by default); with `audio`, its
 * bytes are stored in R2 under `tracks/<id>.<ext>` like the seed's.
 */
export async function createTrack(
  options: {
    artists?: { id: number }[];
    album?: { id: number } | null;
    genres?: { id: number }[];
    tags?: { id: number }[];
    audio?: { bytes: Uint8Array; mime?: string };
    values?: Partial<typeof tracks.$inferInsert>;
  } = {},
) {
  const [track] = await db()
    .insert(tracks)
    .values({ name: `Track ${next()}`, duration: 180_000, album_id: options.album?.id ?? null, ...options.values })
    .returning();
  const credited = options.artists ?? [await createArtist()];
  await db().insert(trackArtists).values(credited.map((a, position) => ({ track_id: track.id, artist_id: a.id, position })));
  if (options.genres?.length) await db().insert(trackGenres).values(options.genres.map((g) => ({ track_id: track.id, genre_id: g.id })));
  if (options.tags?.length) await db().insert(trackTags).values(options.tags.map((t) => ({ track_id: track.id, tag_id: t.id })));
  if (options.audio) {
    const mime = options.audio.mime ?? 'audio/wav';
    const key = `tracks/${track.id}.${mime === 'audio/mpeg' ? 'mp3' : 'wav'}`;
    await env.MEDIA.put(key, options.audio.bytes, { httpMetadata: { contentType: mime } });
    const [updated] = await db()
      .update(tracks)
      .set({ audio_key: key, audio_mime: mime, audio_size: options.audio.bytes.byteLength })
      .where(eq(tracks.id, track.id))
      .returning();
    return updated;
  }
  return track;
}

export async function tagArtistGenres(artist: { id: number }, genreList: { id: number }[]) {
  await db().insert(artistGenres).values(genreList.map((g) => ({ artist_id: artist.id, genre_id: g.id })));
}

/** Deterministic bytes, so a Range test can compare slices. */
export const audioBytes = (length = 10_000) => Uint8Array.from({ length }, (_, i) => i % 251);
