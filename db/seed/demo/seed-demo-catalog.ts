import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../worker/db';
import { hashPassword } from '../../../worker/auth/password';
import { users } from '../../users';
import { roles, userRoles } from '../../roles';
import {
  albumArtists, albums, albumTags, artistGenres, artists, channelItems, channels, genres, lyrics, tags, trackArtists, trackGenres, tracks, trackTags,
} from '../../music-catalog';
import { follows, likes, playlists, playlistTracks, reposts } from '../../music-social';
import { fileEntries } from '../../files';
import { rawBatch } from '../../../worker/raw-batch';
import { coverKey, coverSvg, SVG_MIME, type CoverKind } from './cover-svg';
import { demoCatalogRows, type DemoCatalogRows } from './demo-catalog-rows';
import { channelRows } from './demo-channels';
import { EDITORS_PICKS } from './demo-albums';
import { DEMO_ARTIST_ACCOUNT, DEMO_LISTENER_PASSWORD, DEMO_LISTENERS, demoSocialRows } from './demo-listeners';
import { insertChunks, sqlOf } from './insert-chunks';
import { albumLoudness } from '../../../worker/audio/loudness-meter';
import { renderTrackAudio } from './track-audio';
import { demoPlays, type DemoPlays } from './demo-plays';
import { demoPlayStatements } from './demo-play-rollups';
import { demoPageViewStatements } from './demo-page-views';
import { demoFileEntries, type StoredObject } from './demo-files';

/** Where the demo puts audio and covers: the MEDIA bucket (a platform-proxy binding in Node, the real one in tests). */
export type MediaBucket = Pick<R2Bucket, 'put'>;

export type DemoSummary = { artists: number; albums: number; tracks: number; listeners: number; audioBytes: number; plays: number };

/** R2 writes in flight at once: enough to overlap synthesis with I/O, few enough to bound memory. */
const PUT_CONCURRENCY = 4;

/**
 * DESIGN section 2: the demo catalog of a fresh local install, made without
 * network access: artists, albums and tracks with playable generated audio and
 * SVG covers in R2 (listed as file entries), genres, tags, lyrics, demo
 * listeners with likes, follows and playlists, the home channel, and a year
 * of plays up to `now`, rolled up as the cron would have (demo-plays.ts), so
 * insights and reports add up to the play counts pages show. Runs only when
 * the catalog is empty; returns null (and changes nothing) otherwise. Every
 * row goes in one D1 batch, so the database gets all of it or none.
 */
export async function seedDemoCatalog(db: Db, media: MediaBucket, now = new Date()): Promise<DemoSummary | null> {
  for (const table of [artists, albums, tracks, genres, tags, channels]) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    if (n > 0) return null;
  }
  const catalog = demoCatalogRows();
  const listeners = await newListeners(db);
  const [{ lastPlaylist }] = await db.select({ lastPlaylist: max(playlists.id) }).from(playlists);
  const social = demoSocialRows(catalog, listeners.users.map((u) => u.id), (lastPlaylist ?? 0) + 1);
  const artistAccount = await newArtistAccount(db, listeners.users.length);
  if (artistAccount) {
    // The account manages the artist and owns what it released, so backstage
    // opens the artist's albums and tracks for editing.
    const managed = catalog.artists.find((a) => a.name === DEMO_ARTIST_ACCOUNT.name);
    if (managed) {
      const ownerId = artistAccount.user.id;
      managed.owner_id = ownerId;
      const albumIds = new Set(catalog.albumArtists.filter((row) => row.artist_id === managed.id).map((row) => row.album_id));
      const trackIds = new Set(catalog.trackArtists.filter((row) => row.artist_id === managed.id).map((row) => row.track_id));
      for (const album of catalog.albums) if (albumIds.has(album.id!)) album.owner_id = ownerId;
      for (const track of catalog.tracks) if (trackIds.has(track.id!)) track.owner_id = ownerId;
    }
  }

  const listening = demoPlays(catalog, social, listeners.users.map((u) => u.id), now);
  countPlays(catalog, listening);
  const audioBytes = await storeAudio(media, catalog);
  setAlbumLoudness(catalog);
  const covers = await storeCovers(media, catalog);
  const [admin] = await db
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(roles.name, 'admin'))
    .orderBy(asc(userRoles.user_id))
    .limit(1);
  const fileOwner = admin?.id ?? listeners.users[0]?.id;

  const editorsPicks = EDITORS_PICKS.map((name) => catalog.albumId.get(name)!);
  const channelData = channelRows(editorsPicks);
  const rows = [
    ...insertChunks(db, users, listeners.users),
    ...insertChunks(db, userRoles, listeners.roles),
    ...(artistAccount ? [db.insert(users).values(artistAccount.user), db.insert(userRoles).values(artistAccount.role)] : []),
    ...insertChunks(db, genres, catalog.genres),
    ...insertChunks(db, tags, catalog.tags),
    ...insertChunks(db, artists, catalog.artists),
    ...insertChunks(db, albums, catalog.albums),
    ...insertChunks(db, tracks, catalog.tracks),
    ...insertChunks(db, albumArtists, catalog.albumArtists),
    ...insertChunks(db, trackArtists, catalog.trackArtists),
    ...insertChunks(db, artistGenres, catalog.artistGenres),
    ...insertChunks(db, trackGenres, catalog.trackGenres),
    ...insertChunks(db, albumTags, catalog.albumTags),
    ...insertChunks(db, trackTags, catalog.trackTags),
    ...insertChunks(db, lyrics, catalog.lyrics),
    ...insertChunks(db, channels, channelData.channels),
    ...insertChunks(db, channelItems, channelData.items),
    ...insertChunks(db, playlists, social.playlists),
    ...insertChunks(db, playlistTracks, social.playlistTracks),
    ...insertChunks(db, likes, social.likes),
    ...insertChunks(db, follows, social.follows),
    ...insertChunks(db, reposts, social.reposts),
    ...(fileOwner !== undefined ? insertChunks(db, fileEntries, demoFileEntries(catalog, covers, fileOwner)) : []),
  ];
  // The rows and the analytics of the year as one batch (raw: the nodes' writes are SQL, not query builders).
  await rawBatch(db, [...rows.map(sqlOf), ...demoPlayStatements(catalog, listening, now), ...demoPageViewStatements(catalog, listening.days, now)]);
  const plays = [...listening.totals.values()].reduce((sum, n) => sum + n, 0);
  return { artists: catalog.artists.length, albums: catalog.albums.length, tracks: catalog.tracks.length, listeners: listeners.users.length, audioBytes, plays };
}

/** The counters pages show: each track's plays of the year (rolled up and raw), summed for its album and credited artists. */
function countPlays(catalog: DemoCatalogRows, listening: DemoPlays) {
  const tracks = new Map(catalog.tracks.map((t) => [t.id, t]));
  for (const track of catalog.tracks) track.plays = listening.totals.get(track.id) ?? 0;
  for (const album of catalog.albums) album.plays = catalog.tracks.filter((t) => t.album_id === album.id).reduce((sum, t) => sum + t.plays!, 0);
  for (const artist of catalog.artists) artist.plays = catalog.trackArtists.filter((c) => c.artist_id === artist.id).reduce((sum, c) => sum + tracks.get(c.track_id)!.plays!, 0);
}

/** The demo listeners whose emails are still free, with ids after the last user's and the default role. */
async function newListeners(db: Db) {
  const taken = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_LISTENERS.map((l) => l.email)));
  const [{ lastUser }] = await db.select({ lastUser: max(users.id) }).from(users);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true));
  const free = DEMO_LISTENERS.filter((l) => !taken.some((t) => t.email === l.email));
  const now = new Date().toISOString();
  const rows = await Promise.all(
    free.map(async (l, i) => ({ id: (lastUser ?? 0) + 1 + i, ...l, password: await hashPassword(DEMO_LISTENER_PASSWORD), email_verified_at: now })),
  );
  return { users: rows, roles: role ? rows.map((u) => ({ user_id: u.id, role_id: role.id })) : [] };
}

/** The demo artist account, when its email is free and the `artists` role exists; ids follow the listeners'. */
async function newArtistAccount(db: Db, listenersAdded: number) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ARTIST_ACCOUNT.email));
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'artists'));
  if (taken || !role) return null;
  const [{ lastUser }] = await db.select({ lastUser: max(users.id) }).from(users);
  const id = (lastUser ?? 0) + 1 + listenersAdded;
  const user = {
    id,
    email: DEMO_ARTIST_ACCOUNT.email,
    name: DEMO_ARTIST_ACCOUNT.name,
    password: await hashPassword(DEMO_LISTENER_PASSWORD),
    email_verified_at: new Date().toISOString(),
  };
  return { user, role: { user_id: id, role_id: role.id } };
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: PUT_CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

/** Synthesizes each track's WAV into R2 and records its waveform; returns the bytes stored. */
async function storeAudio(media: MediaBucket, catalog: DemoCatalogRows): Promise<number> {
  let total = 0;
  await inPool(catalog.tracks, async (track) => {
    const audio = renderTrackAudio(track.id, track.duration);
    if (audio.bytes.byteLength !== track.audio_size) throw new Error(`track ${track.id}: WAV size ${audio.bytes.byteLength} != ${track.audio_size}`);
    track.waveform = audio.waveform;
    Object.assign(track, { loudness_lufs: audio.loudness.integrated_lufs, true_peak_dbtp: audio.loudness.true_peak_dbtp, loudness_source: 'measured' });
    total += audio.bytes.byteLength;
    await media.put(track.audio_key!, audio.bytes, { httpMetadata: { contentType: track.audio_mime! } });
  });
  return total;
}

/** Each album's loudness from its tracks', as the loudness job computes it (worker/audio/loudness-jobs.ts). */
function setAlbumLoudness(catalog: DemoCatalogRows) {
  for (const album of catalog.albums) {
    const measured = catalog.tracks
      .filter((track) => track.album_id === album.id && track.loudness_lufs != null && track.true_peak_dbtp != null)
      .map((track) => ({ loudness: { integrated_lufs: track.loudness_lufs!, true_peak_dbtp: track.true_peak_dbtp! }, durationMs: track.duration }));
    const loudness = albumLoudness(measured);
    if (loudness) Object.assign(album, { loudness_lufs: Math.round(loudness.integrated_lufs * 100) / 100, true_peak_dbtp: loudness.true_peak_dbtp });
  }
}

/** Stores the covers; answers them as file entries will list them. */
async function storeCovers(media: MediaBucket, catalog: DemoCatalogRows): Promise<StoredObject[]> {
  const covers: { kind: CoverKind; id: number; name: string }[] = [
    ...catalog.genres.map((g) => ({ kind: 'genres' as const, id: g.id, name: g.display_name })),
    ...catalog.artists.map((a) => ({ kind: 'artists' as const, id: a.id, name: a.name })),
    ...catalog.albums.map((a) => ({ kind: 'albums' as const, id: a.id, name: a.name })),
  ];
  const stored: StoredObject[] = [];
  await inPool(covers, async ({ kind, id, name }) => {
    const svg = new TextEncoder().encode(coverSvg(kind, id, name));
    await media.put(coverKey(kind, id), svg, { httpMetadata: { contentType: SVG_MIME } });
    stored.push({ key: coverKey(kind, id), name: `${name}.svg`, mime: SVG_MIME, size: svg.byteLength });
  });
  return stored.sort((a, b) => (a.key < b.key ? -1 : 1));
}
