import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import { reposts, type RepostableType } from '../../db/music-social';
import type { AlbumPayload, TrackPayload } from '../music/music-types';
import { selectAlbums, selectTracks } from '../music/list-queries';
import { toTrackPayload, type TrackRow } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import type { TabQueries, Window } from './profile-tabs';

/**
 * The reposts tab mixes tracks and albums, newest first. One page of reposts
 * (reposts_user_recent_idx) and the tracks and albums on that page load in
 * the same batch: the item statements select from the page as a subquery.
 */
export function repostsTab(db: Db, userId: number, { limit, offset }: Window): TabQueries {
  const page = db
    .select({ type: reposts.repostable_type, id: reposts.repostable_id })
    .from(reposts)
    .where(eq(reposts.user_id, userId))
    .orderBy(desc(reposts.created_at))
    .limit(limit)
    .offset(offset);
  const pageIds = (type: RepostableType) => {
    const onPage = page.as('repost_page');
    return db.select({ id: onPage.id }).from(onPage).where(eq(onPage.type, type));
  };
  return {
    queries: [
      page,
      selectTracks(db).where(inArray(tracks.id, pageIds('track'))),
      selectAlbums(db).where(inArray(albums.id, pageIds('album'))),
      db.select({ total: count() }).from(reposts).where(eq(reposts.user_id, userId)),
    ],
    read: (results) => {
      const [pageRows, trackRows, albumRows, [{ total }]] = results as [
        { type: RepostableType; id: number }[],
        TrackRow[],
        Parameters<typeof toAlbumPayload>[0][],
        { total: number }[],
      ];
      const items = new Map<string, TrackPayload | AlbumPayload>([
        ...trackRows.map((row) => [`track:${row.id}`, toTrackPayload(row)] as const),
        ...albumRows.map((row) => [`album:${row.id}`, toAlbumPayload(row)] as const),
      ]);
      // A repost outlives a deleted track or album (the pivot is polymorphic): skip it.
      const data = pageRows.flatMap((repost) => items.get(`${repost.type}:${repost.id}`) ?? []);
      return { data, total };
    },
  };
}
