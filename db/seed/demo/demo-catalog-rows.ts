import type {
  albumArtists, albums, albumTags, artistGenres, artists, genres, lyrics, tags, trackArtists, trackGenres, tracks, trackTags,
} from '../../music-catalog';
import { DEMO_ALBUMS } from './demo-albums';
import { artistLinks, DEMO_ARTISTS } from './demo-artists';
import { DEMO_LYRICS, toLrc } from './demo-lyrics';
import { DEMO_GENRES, DEMO_TAGS } from './demo-taxonomy';
import { coverUrl } from './cover-svg';
import { createRandom } from './prng';
import { DEMO_SAMPLE_RATE, DURATION_STEP_MS } from './synth';
import { AUDIO_MIME, audioKey } from './track-audio';
import { WAV_BYTES_PER_SAMPLE, WAV_HEADER_BYTES } from './wav';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoCatalogRows = {
  genres: (Row<typeof genres> & { id: number })[];
  tags: Row<typeof tags>[];
  artists: (Row<typeof artists> & { id: number })[];
  albums: (Row<typeof albums> & { id: number })[];
  tracks: (Row<typeof tracks> & { id: number; duration: number })[];
  albumArtists: Row<typeof albumArtists>[];
  trackArtists: Row<typeof trackArtists>[];
  artistGenres: Row<typeof artistGenres>[];
  trackGenres: Row<typeof trackGenres>[];
  albumTags: Row<typeof albumTags>[];
  trackTags: Row<typeof trackTags>[];
  lyrics: Row<typeof lyrics>[];
  /** Artist id by DEMO_ARTISTS key, album id by name. */
  artistId: Map<string, number>;
  albumId: Map<string, number>;
};

/** Demo tracks last 20-27 s: short enough that the whole catalog's audio stays under 40 MB. */
const durationMs = (random: () => number) => 20_000 + DURATION_STEP_MS * Math.floor(random() * 176);
const wavBytes = (ms: number) => WAV_HEADER_BYTES + ((ms * DEMO_SAMPLE_RATE) / 1000) * WAV_BYTES_PER_SAMPLE;

/** Every row of the demo catalog with ids from 1 (the catalog is empty), counters at their plays-only values. */
export function demoCatalogRows(): DemoCatalogRows {
  const random = createRandom(2024);
  const genreId = new Map<string, number>(DEMO_GENRES.map((g, i) => [g.name, i + 1]));
  const tagId = new Map<string, number>(DEMO_TAGS.map((t, i) => [t.name, i + 1]));
  const artistId = new Map(DEMO_ARTISTS.map((a, i) => [a.key, i + 1]));
  const albumId = new Map(DEMO_ALBUMS.map((a, i) => [a.name, i + 1]));
  const lyricsByTrack = new Map(DEMO_LYRICS.map((l) => [l.track, l]));

  const rows: DemoCatalogRows = {
    genres: DEMO_GENRES.map((g, i) => ({ id: i + 1, ...g, image: coverUrl('genres', i + 1) })),
    tags: DEMO_TAGS.map((t, i) => ({ id: i + 1, ...t })),
    artists: DEMO_ARTISTS.map((a, i) => ({
      id: i + 1,
      name: a.name,
      image: coverUrl('artists', i + 1),
      description: a.description,
      verified: a.verified,
      links: artistLinks(a),
      plays: 0,
      followers_count: 0,
    })),
    albums: [],
    tracks: [],
    albumArtists: [],
    trackArtists: [],
    artistGenres: DEMO_ARTISTS.flatMap((a) => a.genres.map((g) => ({ artist_id: artistId.get(a.key)!, genre_id: genreId.get(g)! }))),
    trackGenres: [],
    albumTags: [],
    trackTags: [],
    lyrics: [],
    artistId,
    albumId,
  };

  for (const album of DEMO_ALBUMS) {
    const id = albumId.get(album.name)!;
    const lead = DEMO_ARTISTS.find((a) => a.key === album.artists[0])!;
    const row = { id, name: album.name, type: album.type, release_date: album.release_date, image: coverUrl('albums', id), description: album.description, plays: 0, likes_count: 0 };
    rows.albums.push(row);
    rows.albumArtists.push(...album.artists.map((key, position) => ({ album_id: id, artist_id: artistId.get(key)!, position })));
    rows.albumTags.push(...album.tags.map((t) => ({ album_id: id, tag_id: tagId.get(t)! })));

    album.tracks.forEach((track, index) => {
      const trackId = rows.tracks.length + 1;
      const name = typeof track === 'string' ? track : track.name;
      const credited = [...album.artists, ...(typeof track === 'string' ? [] : track.with)];
      const duration = durationMs(random.next);
      // Openers and lead artists draw more listens; the spread makes "popular" lists meaningful.
      const plays = Math.round(lead.popularity ** 2 * 350 * (0.3 + 1.7 * random.next()) * (index === 0 ? 2.5 : 1 / Math.sqrt(index + 1)));
      rows.tracks.push({
        id: trackId,
        name,
        number: index + 1,
        duration,
        album_id: id,
        audio_key: audioKey(trackId),
        audio_mime: AUDIO_MIME,
        audio_size: wavBytes(duration),
        waveform: null,
        plays,
        likes_count: 0,
        reposts_count: 0,
      });
      row.plays += plays;
      for (const key of credited) rows.artists[artistId.get(key)! - 1].plays! += plays;
      rows.trackArtists.push(...credited.map((key, position) => ({ track_id: trackId, artist_id: artistId.get(key)!, position })));
      rows.trackGenres.push({ track_id: trackId, genre_id: genreId.get(lead.genres[0])! });
      if (lead.genres[1] && random.chance(0.4)) rows.trackGenres.push({ track_id: trackId, genre_id: genreId.get(lead.genres[1])! });
      if (random.chance(0.5)) rows.trackTags.push({ track_id: trackId, tag_id: tagId.get(random.pick(album.tags))! });
      const words = lyricsByTrack.get(name);
      if (words) rows.lyrics.push({ track_id: trackId, synced: words.synced, text: words.synced ? toLrc(words.lines, duration) : words.lines.join('\n') });
    });
  }
  return rows;
}
