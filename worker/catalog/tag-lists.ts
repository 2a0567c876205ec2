import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, albumTags, trackTags, tracks } from '../../db/music-catalog';
import { selectAlbums, selectTracks } from '../music/list-queries';
import { tagIdNamed } from '../music/select/taxonomy-select';

// A tag's tracks and albums, most played first, with their counts for pages;
// by tag name, so a tag page needs no lookup before its batch.

export const tagTracks = (db: Db, tag: string) =>
  selectTracks(db)
    .innerJoin(trackTags, and(eq(trackTags.track_id, tracks.id), eq(trackTags.tag_id, tagIdNamed(tag))))
    .orderBy(desc(tracks.plays), desc(tracks.id));

export const tagAlbums = (db: Db, tag: string) =>
  selectAlbums(db)
    .innerJoin(albumTags, and(eq(albumTags.album_id, albums.id), eq(albumTags.tag_id, tagIdNamed(tag))))
    .orderBy(desc(albums.plays), desc(albums.id));

export const countTagTracks = (db: Db, tag: string) => db.select({ total: count() }).from(trackTags).where(eq(trackTags.tag_id, tagIdNamed(tag)));

export const countTagAlbums = (db: Db, tag: string) => db.select({ total: count() }).from(albumTags).where(eq(albumTags.tag_id, tagIdNamed(tag)));
