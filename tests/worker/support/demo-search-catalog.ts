import { max } from 'drizzle-orm';
import { albumArtists, albums, artists, trackArtists, tracks } from '../../../db/music-catalog';
import { demoCatalogRows } from '../../../db/seed/demo/demo-catalog-rows';
import { insertChunks, runBatches } from '../../../db/seed/demo/insert-chunks';
import { db } from './http';

/**
 * The demo catalog's artists, albums and tracks (db/seed/demo/: names,
 * credits and plays as `npm start` seeds them) inserted beside whatever rows
 * the test file already holds, with ids after theirs: what search ranks in a
 * fresh install. No audio, covers or listeners.
 */
export async function insertDemoSearchCatalog() {
  const catalog = demoCatalogRows();
  const after = async (table: typeof artists | typeof albums | typeof tracks) => (await db().select({ last: max(table.id) }).from(table))[0].last ?? 0;
  const [artistBase, albumBase, trackBase] = [await after(artists), await after(albums), await after(tracks)];
  await runBatches(db(), [
    ...insertChunks(db(), artists, catalog.artists.map((row) => ({ ...row, id: row.id + artistBase }))),
    ...insertChunks(db(), albums, catalog.albums.map((row) => ({ ...row, id: row.id + albumBase }))),
    ...insertChunks(db(), tracks, catalog.tracks.map((row) => ({ ...row, id: row.id + trackBase, audio_key: null }))),
    ...insertChunks(db(), albumArtists, catalog.albumArtists.map((row) => ({ ...row, album_id: row.album_id + albumBase, artist_id: row.artist_id + artistBase }))),
    ...insertChunks(db(), trackArtists, catalog.trackArtists.map((row) => ({ ...row, track_id: row.track_id + trackBase, artist_id: row.artist_id + artistBase }))),
  ]);
}
