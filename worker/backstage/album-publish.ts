import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albumArtists, albums, albumTags, trackGenres, tracks } from '../../db/music-catalog';
import { isoNow } from '../../db/columns';
import type { SqliteBatchItem } from '../music/batch-rows';
import { asBatch } from '../music/batch-rows';
import { insertTaxonomy, resolveArtistIds, slugsJson, taxonomyLinkWrites } from './catalog-names';
import { loadSources, publishImage } from './file-entry-sources';
import { checkAlbumTracks, type PublishContext, type Published } from './track-publish';
import { recordInScope } from '../workspaces/content-scope';
import type { AlbumInput } from './backstage-schemas';

// drizzle drops the table qualifier in single-table statements, and json_each
// has an "id" column of its own, so correlated subqueries name tracks.id in full.
const TRACK_ID = sql.raw('"tracks"."id"');

type AlbumRelations = { artistIds?: number[]; genres?: string[]; tags?: string[]; trackIds?: number[] };

/**
 * The writes that set an album's credits, tags, tracks and genres, for one
 * db.batch. `trackIds` is the full track list in order: numbers become 1..n
 * and tracks left out leave the album. Albums have no genres of their own
 * (the catalog shows their tracks'), so album genres become every track's.
 */
function albumRelationWrites(db: Db, albumId: number, relations: AlbumRelations): SqliteBatchItem[] {
  const writes: SqliteBatchItem[] = [];
  if (relations.artistIds) {
    writes.push(db.delete(albumArtists).where(eq(albumArtists.album_id, albumId)));
    if (relations.artistIds.length) {
      writes.push(db.insert(albumArtists).values(relations.artistIds.map((artist_id, position) => ({ album_id: albumId, artist_id, position }))));
    }
  }
  if (relations.tags) {
    writes.push(
      ...taxonomyLinkWrites(db, 'tag', albumId, relations.tags, {
        clear: db.delete(albumTags).where(eq(albumTags.album_id, albumId)),
        link: (rows) => db.insert(albumTags).select(rows).onConflictDoNothing(),
      }),
    );
  }
  if (relations.trackIds) {
    const order = JSON.stringify(relations.trackIds);
    const listed = sql`${TRACK_ID} IN (SELECT value FROM json_each(${order}))`;
    writes.push(
      db
        .update(tracks)
        .set({ album_id: null, number: null, updated_at: isoNow })
        .where(sql`${tracks.album_id} = ${albumId} AND NOT ${listed}`),
      db
        .update(tracks)
        .set({
          album_id: albumId,
          number: sql`(SELECT o.key + 1 FROM json_each(${order}) o WHERE o.value = ${TRACK_ID})`,
          updated_at: isoNow,
        })
        .where(listed),
    );
  }
  if (relations.genres) {
    const slugs = slugsJson(relations.genres);
    const albumTracks = sql`SELECT t.id FROM tracks t WHERE t.album_id = ${albumId}`;
    writes.push(
      db
        .delete(trackGenres)
        .where(
          sql`${trackGenres.track_id} IN (${albumTracks}) AND ${trackGenres.genre_id} NOT IN (SELECT g.id FROM genres g WHERE g.name IN (SELECT value FROM json_each(${slugs})))`,
        ),
    );
    if (relations.genres.length) {
      writes.push(
        insertTaxonomy(db, 'genre', relations.genres),
        db
          .insert(trackGenres)
          .select(sql`SELECT t.id, g.id FROM tracks t, genres g WHERE t.album_id = ${albumId} AND g.name IN (SELECT value FROM json_each(${slugs}))`)
          .onConflictDoNothing(),
      );
    }
  }
  return writes;
}

/** POST backstage/albums: checks first, then the album row, then one batch; a failed batch removes the album. */
export async function publishAlbum({ db, media, scope }: PublishContext, input: AlbumInput): Promise<Published> {
  const { user } = scope;
  const sources = await loadSources(db, scope, { image: input.image_entry_id });
  await checkAlbumTracks(db, scope, input.track_ids ?? []);
  const artistIds = await resolveArtistIds(db, user, input.artists ?? [], scope.workspaceId);
  const image = sources.image ? await publishImage(media, sources.image, 'albums') : null;
  const [album] = await db
    .insert(albums)
    .values({
      name: input.name,
      type: input.type ?? 'album',
      release_date: input.release_date ?? null,
      description: input.description ?? null,
      image,
      owner_id: user.id,
    })
    .returning({ id: albums.id });
  const writes = [
    ...albumRelationWrites(db, album.id, { artistIds, tags: input.tags ?? [], trackIds: input.track_ids ?? [], genres: input.genres }),
    ...recordInScope(db, scope, 'album', [album.id]),
  ];
  try {
    await db.batch(asBatch(writes));
  } catch (error) {
    await db.delete(albums).where(eq(albums.id, album.id));
    throw error;
  }
  return { id: album.id, artistIds };
}

/** PUT backstage/albums/{id}: the fields given, `track_ids` as the new full order. */
export async function updateAlbum({ db, media, scope }: PublishContext, albumId: number, input: Partial<AlbumInput>): Promise<void> {
  const sources = await loadSources(db, scope, { image: input.image_entry_id });
  if (input.track_ids) await checkAlbumTracks(db, scope, input.track_ids);
  const artistIds = input.artists ? await resolveArtistIds(db, scope.user, input.artists, scope.workspaceId) : undefined;
  const set: Partial<typeof albums.$inferInsert> = {
    name: input.name,
    type: input.type,
    release_date: input.release_date,
    description: input.description,
  };
  if (sources.image) set.image = await publishImage(media, sources.image, 'albums');
  else if (input.image_entry_id === null) set.image = null;
  await db.batch([
    db
      .update(albums)
      .set({ ...set, updated_at: isoNow })
      .where(eq(albums.id, albumId)),
    ...albumRelationWrites(db, albumId, { artistIds, tags: input.tags, trackIds: input.track_ids, genres: input.genres }),
  ]);
}
