import type { albumArtists, albums, albumTags, artistGenres, artists, genres, tags, trackArtists, trackGenres, tracks, trackTags } from '../db/music-catalog';
import type { follows, likes } from '../db/music-social';
import type { AlbumType } from '../db/music-catalog';
import { createRandom, type Random } from '../db/seed/demo/prng';
import { albumName, artistName, trackName } from './seed-catalog-names';
import { BENCH_GENRES, BENCH_TAGS } from './seed-catalog-words';

/** DESIGN section 7. */
export const BENCH_CATALOG = { artists: 10_000, albums: 20_000, tracks: 100_000 };
/** Shared covers (images/bench/...): a catalog page reads like a real one without 30,000 R2 objects. */
export const BENCH_COVERS = 8;
const LIKED_TRACKS_PER_USER = 20;
const LIKED_ALBUMS_PER_USER = 5;
const FOLLOWED_ARTISTS_PER_USER = 5;

/** The one WAV every bench track streams (bench/seed-catalog.ts stores it and sets the waveform). */
export type BenchAudio = { key: string; mime: string; size: number; durationMs: number };

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type WithId<T extends { $inferInsert: unknown }> = Row<T> & { id: number };

export type BenchCatalogRows = {
  genres: WithId<typeof genres>[];
  tags: WithId<typeof tags>[];
  artists: (WithId<typeof artists> & { plays: number; followers_count: number })[];
  albums: (WithId<typeof albums> & { type: AlbumType; plays: number; likes_count: number; tracks: number })[];
  tracks: (WithId<typeof tracks> & { album_id: number; plays: number; likes_count: number })[];
  albumArtists: Row<typeof albumArtists>[];
  trackArtists: Row<typeof trackArtists>[];
  artistGenres: Row<typeof artistGenres>[];
  trackGenres: Row<typeof trackGenres>[];
  albumTags: Row<typeof albumTags>[];
  trackTags: Row<typeof trackTags>[];
  likes: Row<typeof likes>[];
  follows: Row<typeof follows>[];
};

export const benchCoverUrl = (kind: 'albums' | 'artists' | 'genres', n: number) => `/storage/images/bench/${kind}-${n}.svg`;
const display = (slug: string) => slug.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const DAY = 86_400_000;
const FIRST_RELEASE = Date.UTC(1965, 0, 1);
const RELEASE_DAYS = Math.floor((Date.UTC(2026, 5, 30) - FIRST_RELEASE) / DAY);
/** Skewed toward 0: the first (most popular) rows draw most listens, likes and follows. */
const skewed = (r: Random, n: number, power = 3) => Math.floor(n * r.next() ** power);

/** Track counts by type; the totals are trimmed to exactly BENCH_CATALOG.tracks afterwards. */
function albumShape(r: Random): { type: AlbumType; tracks: number } {
  const roll = r.next();
  if (roll < 0.25) return { type: 'single', tracks: r.int(1, 2) };
  if (roll < 0.5) return { type: 'ep', tracks: r.int(3, 6) };
  return { type: 'album', tracks: r.int(6, 9) };
}

/**
 * The whole bench catalog in memory, deterministic (seeded PRNG), ids from 1.
 * Artists are ranked by popularity (id 1 the most played, a Zipf-like curve);
 * their albums follow in id order, so low ids are the popular rows.
 */
export function benchCatalogRows(audio: BenchAudio, userIds: number[]): BenchCatalogRows {
  const r = createRandom(20_000);
  const out: BenchCatalogRows = {
    genres: BENCH_GENRES.map((name, i) => ({ id: i + 1, name, display_name: display(name), image: benchCoverUrl('genres', i % BENCH_COVERS) })),
    tags: BENCH_TAGS.map((name, i) => ({ id: i + 1, name, display_name: display(name) })),
    artists: [], albums: [], tracks: [], albumArtists: [], trackArtists: [], artistGenres: [], trackGenres: [], albumTags: [], trackTags: [], likes: [], follows: [],
  };

  // Every artist has one album; the other 10,000 go mostly to the top 2,000.
  const albumsOf = new Array<number>(BENCH_CATALOG.artists).fill(1);
  for (let i = BENCH_CATALOG.artists; i < BENCH_CATALOG.albums; i++) albumsOf[Math.floor(2000 * r.next() ** 1.5)]++;
  const shapes = Array.from({ length: BENCH_CATALOG.albums }, () => albumShape(r));
  let excess = shapes.reduce((sum, s) => sum + s.tracks, 0) - BENCH_CATALOG.tracks;
  for (let i = 0; excess !== 0; i = (i + 1) % shapes.length) {
    const s = shapes[i];
    if (s.type !== 'album') continue;
    if (excess > 0 && s.tracks > 5) [s.tracks, excess] = [s.tracks - 1, excess - 1];
    else if (excess < 0 && s.tracks < 12) [s.tracks, excess] = [s.tracks + 1, excess + 1];
  }

  for (let a = 0; a < BENCH_CATALOG.artists; a++) {
    const artistId = a + 1;
    const popularity = 1 / (a + 1) ** 0.9;
    const artistGenres = [r.int(1, BENCH_GENRES.length)];
    if (r.chance(0.4)) artistGenres.push((artistGenres[0] % BENCH_GENRES.length) + 1);
    const name = artistName(r);
    const artist = {
      id: artistId,
      name,
      image: benchCoverUrl('artists', artistId % BENCH_COVERS),
      description: `${name} makes ${BENCH_GENRES[artistGenres[0] - 1]} records.`,
      verified: r.chance(0.1),
      plays: 0,
      followers_count: 0,
    };
    out.artists.push(artist);
    out.artistGenres.push(...artistGenres.map((genre_id) => ({ artist_id: artistId, genre_id })));

    for (let k = 0; k < albumsOf[a]; k++) {
      const albumId = out.albums.length + 1;
      const shape = shapes[albumId - 1];
      const albumTags = r.chance(0.4) ? [r.int(1, BENCH_TAGS.length)] : [];
      const album = {
        id: albumId,
        name: albumName(r),
        type: shape.type,
        release_date: new Date(FIRST_RELEASE + r.int(0, RELEASE_DAYS) * DAY).toISOString().slice(0, 10),
        image: benchCoverUrl('albums', albumId % BENCH_COVERS),
        plays: 0,
        likes_count: 0,
        tracks: shape.tracks,
      };
      out.albums.push(album);
      out.albumArtists.push({ album_id: albumId, artist_id: artistId, position: 0 });
      out.albumTags.push(...albumTags.map((tag_id) => ({ album_id: albumId, tag_id })));

      for (let number = 1; number <= shape.tracks; number++) {
        const trackId = out.tracks.length + 1;
        const plays = Math.round(3_000_000 * popularity * (0.2 + 1.8 * r.next()) / Math.sqrt(number)) + r.int(0, 50);
        out.tracks.push({
          id: trackId,
          name: shape.type === 'single' && number === 1 ? album.name : trackName(r),
          number,
          duration: audio.durationMs,
          album_id: albumId,
          audio_key: audio.key,
          audio_mime: audio.mime,
          audio_size: audio.size,
          plays,
          likes_count: 0,
        });
        album.plays += plays;
        artist.plays += plays;
        out.trackArtists.push({ track_id: trackId, artist_id: artistId, position: 0 });
        out.trackGenres.push(...artistGenres.filter((_, i) => i === 0 || r.chance(0.5)).map((genre_id) => ({ track_id: trackId, genre_id })));
        const tagRoll = r.next();
        if (tagRoll < 0.4) {
          const first = albumTags[0] ?? r.int(1, BENCH_TAGS.length);
          out.trackTags.push({ track_id: trackId, tag_id: first });
          if (tagRoll < 0.1) out.trackTags.push({ track_id: trackId, tag_id: (first % BENCH_TAGS.length) + 1 });
        }
      }
    }
  }

  for (const userId of userIds) {
    for (const id of distinct(LIKED_TRACKS_PER_USER, () => skewed(r, BENCH_CATALOG.tracks) + 1)) {
      out.likes.push({ user_id: userId, likeable_type: 'track', likeable_id: id });
      out.tracks[id - 1].likes_count++;
    }
    for (const id of distinct(LIKED_ALBUMS_PER_USER, () => skewed(r, BENCH_CATALOG.albums) + 1)) {
      out.likes.push({ user_id: userId, likeable_type: 'album', likeable_id: id });
      out.albums[id - 1].likes_count++;
    }
    for (const id of distinct(FOLLOWED_ARTISTS_PER_USER, () => skewed(r, BENCH_CATALOG.artists) + 1)) {
      // The artist's followers_count is kept by a trigger on follows (migration 0043).
      out.follows.push({ follower_id: userId, followable_type: 'artist', followable_id: id });
    }
  }
  return out;
}

function distinct(count: number, draw: () => number): Set<number> {
  const seen = new Set<number>();
  while (seen.size < count) seen.add(draw());
  return seen;
}
