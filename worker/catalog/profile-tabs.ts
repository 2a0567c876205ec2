import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, tracks } from '../../db/music-catalog';
import { follows, likes, playlists, type LikeableType } from '../../db/music-social';
import { users } from '../../db/users';
import { selectAlbums, selectArtists, selectPlaylists, selectTracks } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { toUserSummary, userSummaryColumns } from '../music/select/user-summary-select';
import type { RowOf, SqliteBatchItem } from '../music/batch-rows';
import { repostsTab } from './profile-reposts';

/** docs/api/music.md, user-profile/{id}/{tab}. */
export const PROFILE_TABS = ['playlists', 'tracks', 'albums', 'artists', 'reposts', 'followers', 'following'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type Window = { limit: number; offset: number };

/** A tab's statements for the profile's `db.batch`, and how to read their results as a page. */
export type TabQueries = { queries: SqliteBatchItem[]; read: (results: unknown[]) => { data: unknown[]; total: number } };

type CountQuery = SqliteBatchItem & { _: { result: { total: number }[] } };

function listTab<Q extends SqliteBatchItem>(rows: Q, total: CountQuery, toItem: (row: RowOf<Q>) => unknown): TabQueries {
  return {
    queries: [rows, total],
    read: ([rowResult, totalResult]) => ({
      data: (rowResult as RowOf<Q>[]).map(toItem),
      total: (totalResult as { total: number }[])[0].total,
    }),
  };
}

// Each list walks the user's rows in an index that ends in created_at
// (likes_user_recent_idx, follows_*_idx, playlists_owner_idx), newest first.

function likedTab(db: Db, userId: number, type: LikeableType, { limit, offset }: Window): TabQueries {
  const liked = and(eq(likes.user_id, userId), eq(likes.likeable_type, type));
  if (type === 'track') {
    return listTab(
      selectTracks(db).innerJoin(likes, and(liked, eq(likes.likeable_id, tracks.id))).orderBy(desc(likes.created_at)).limit(limit).offset(offset),
      db.select({ total: count() }).from(likes).innerJoin(tracks, eq(tracks.id, likes.likeable_id)).where(liked),
      toTrackPayload,
    );
  }
  return listTab(
    selectAlbums(db).innerJoin(likes, and(liked, eq(likes.likeable_id, albums.id))).orderBy(desc(likes.created_at)).limit(limit).offset(offset),
    db.select({ total: count() }).from(likes).innerJoin(albums, eq(albums.id, likes.likeable_id)).where(liked),
    toAlbumPayload,
  );
}

/** Users on one side of follows of users; banned accounts are left out of lists as they are of profiles. */
function userFollowsTab(db: Db, on: SQL, joinUser: SQL, { limit, offset }: Window): TabQueries {
  const where = and(on, eq(follows.followable_type, 'user'), isNull(users.banned_at));
  return listTab(
    db.select(userSummaryColumns).from(follows).innerJoin(users, joinUser).where(where).orderBy(desc(follows.created_at)).limit(limit).offset(offset),
    db.select({ total: count() }).from(follows).innerJoin(users, joinUser).where(where),
    toUserSummary,
  );
}

export function profileTab(db: Db, userId: number, tab: ProfileTab, window: Window): TabQueries {
  const { limit, offset } = window;
  switch (tab) {
    case 'playlists': {
      const owned = and(eq(playlists.owner_id, userId), eq(playlists.public, true));
      return listTab(
        selectPlaylists(db).where(owned).orderBy(desc(playlists.updated_at), desc(playlists.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(playlists).where(owned),
        toPlaylistPayload,
      );
    }
    case 'tracks':
    case 'albums':
      return likedTab(db, userId, tab === 'tracks' ? 'track' : 'album', window);
    case 'artists': {
      const followed = and(eq(follows.follower_id, userId), eq(follows.followable_type, 'artist'));
      return listTab(
        selectArtists(db).innerJoin(follows, and(followed, eq(follows.followable_id, artists.id))).orderBy(desc(follows.created_at)).limit(limit).offset(offset),
        db.select({ total: count() }).from(follows).innerJoin(artists, eq(artists.id, follows.followable_id)).where(followed),
        toArtistPayload,
      );
    }
    case 'reposts':
      return repostsTab(db, userId, window);
    case 'followers':
      return userFollowsTab(db, eq(follows.followable_id, userId), eq(users.id, follows.follower_id), window);
    case 'following':
      return userFollowsTab(db, eq(follows.follower_id, userId), eq(users.id, follows.followable_id), window);
  }
}
