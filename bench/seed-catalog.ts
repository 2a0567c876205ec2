import type { Db } from '../worker/db';
import {
  albumArtists, albums, albumTags, artistGenres, artists, channelItems, channels, genres, tags, trackArtists, trackGenres, tracks, trackTags,
} from '../db/music-catalog';
import { follows, likes, playlists } from '../db/music-social';
import { channelRows } from '../db/seed/demo/demo-channels';
import { coverSvg, SVG_MIME } from '../db/seed/demo/cover-svg';
import { runBatches } from '../db/seed/demo/insert-chunks';
import { AUDIO_MIME, renderTrackAudio } from '../db/seed/demo/track-audio';
import type { MediaBucket } from '../db/seed/demo/seed-demo-catalog';
import { BENCH_COVERS, benchCatalogRows, type BenchAudio, type BenchCatalogRows } from './seed-catalog-rows';
import { SEARCH_QUERIES } from './seed-catalog-words';
import { literalInserts } from './seed-catalog-inserts';
import { BENCH_AUDIO_KEY } from '../worker/bench/bench-audio';

/** The shared WAV (BENCH_AUDIO_KEY) is ~1 MB: 47.52 s at 22 KB/s. */
const BENCH_AUDIO_MS = 47_520;
/** Statements (of up to ~90 KB each) per db.batch(): one platform-proxy round trip and one D1 transaction, a few MB. */
const STATEMENTS_PER_BATCH = 40;

export type BenchCatalog = {
  counts: { artists: number; albums: number; tracks: number };
  samples: Record<string, string | number>;
};

async function storeMedia(media: MediaBucket): Promise<BenchAudio & { waveform: number[] }> {
  const audio = renderTrackAudio(1, BENCH_AUDIO_MS);
  await media.put(BENCH_AUDIO_KEY, audio.bytes, { httpMetadata: { contentType: AUDIO_MIME } });
  for (const kind of ['albums', 'artists', 'genres'] as const) {
    for (let n = 0; n < BENCH_COVERS; n++) {
      await media.put(`images/bench/${kind}-${n}.svg`, coverSvg(kind, n, `Bench ${kind} ${n}`), { httpMetadata: { contentType: SVG_MIME } });
    }
  }
  return { key: BENCH_AUDIO_KEY, mime: AUDIO_MIME, size: audio.bytes.byteLength, durationMs: audio.durationMs, waveform: audio.waveform };
}

/** Rows the bench routes request: a popular track, a full album, an artist with a typical discography. */
function pickSamples(rows: BenchCatalogRows) {
  const track = rows.tracks.reduce((best, t) => (t.plays > best.plays ? t : best));
  const fullAlbums = rows.albums.filter((a) => a.tracks >= 8);
  const album = fullAlbums.reduce((best, a) => (a.plays > best.plays ? a : best));
  const albumsByArtist = new Map<number, number>();
  for (const row of rows.albumArtists) albumsByArtist.set(row.artist_id, (albumsByArtist.get(row.artist_id) ?? 0) + 1);
  // Among the 100 most played artists, the one whose album count is nearest 10.
  const artist = [...rows.artists]
    .sort((a, b) => b.plays - a.plays)
    .slice(0, 100)
    .reduce((best, a) => (Math.abs(albumsByArtist.get(a.id)! - 10) < Math.abs(albumsByArtist.get(best.id)! - 10) ? a : best));
  const editorsPicks = [...rows.albums].filter((a) => a.type === 'album').sort((a, b) => b.plays - a.plays).slice(0, 6).map((a) => a.id);
  return {
    samples: {
      trackId: track.id,
      albumId: album.id,
      albumTracks: album.tracks,
      artistId: artist.id,
      artistAlbums: albumsByArtist.get(artist.id)!,
      query: SEARCH_QUERIES[0],
      genre: rows.genres[0].name,
    },
    editorsPicks,
  };
}

/**
 * Issue 30: a listener's public smart playlist of three rules, what the
 * `smart playlist` route pages through: one genre (about a tenth of the
 * catalog), a decade (a sixth of the release dates), added in the last year
 * (every bench track: the catalog is seeded at once), most played first.
 */
export const benchSmartPlaylist = (ownerId: number, genre: string) => ({
  owner_id: ownerId,
  name: 'Nineties, most played',
  public: true,
  rules: { all: [{ is: { genre } }, { inTheRange: { year: [1990, 1999] } }, { inTheLast: { dateAdded: 365 } }], sort: '-plays' },
});

/**
 * The large catalog (DESIGN section 7) after seedIfEmpty and the bench users:
 * rows built in memory (bench/seed-catalog-rows.ts), inserted as multi-row
 * statements within D1's 100-parameter cap, a few hundred per db.batch().
 */
export async function seedBenchCatalog(db: Db, media: MediaBucket, userIds: number[]): Promise<BenchCatalog> {
  const audio = await storeMedia(media);
  const rows = benchCatalogRows(audio, userIds);
  const { samples, editorsPicks } = pickSamples(rows);
  const channelData = channelRows(editorsPicks);
  await runBatches(
    db,
    [
      ...literalInserts(db, genres, rows.genres),
      ...literalInserts(db, tags, rows.tags),
      ...literalInserts(db, artists, rows.artists),
      ...literalInserts(db, albums, rows.albums.map(({ tracks: _count, ...album }) => album)),
      ...literalInserts(db, tracks, rows.tracks),
      ...literalInserts(db, albumArtists, rows.albumArtists),
      ...literalInserts(db, trackArtists, rows.trackArtists),
      ...literalInserts(db, artistGenres, rows.artistGenres),
      ...literalInserts(db, trackGenres, rows.trackGenres),
      ...literalInserts(db, albumTags, rows.albumTags),
      ...literalInserts(db, trackTags, rows.trackTags),
      ...literalInserts(db, likes, rows.likes),
      ...literalInserts(db, follows, rows.follows),
      ...literalInserts(db, channels, channelData.channels),
      ...literalInserts(db, channelItems, channelData.items),
    ],
    STATEMENTS_PER_BATCH,
  );
  // One statement, one bound value: every track shares the audio, so it shares the waveform.
  await db.update(tracks).set({ waveform: audio.waveform });
  const [smart] = await db.insert(playlists).values(benchSmartPlaylist(userIds[0], String(samples.genre))).returning({ id: playlists.id });
  return { counts: { artists: rows.artists.length, albums: rows.albums.length, tracks: rows.tracks.length }, samples: { ...samples, smartPlaylistId: smart.id } };
}
