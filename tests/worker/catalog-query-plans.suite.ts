import { describe, expect, it } from 'vitest';
import type { SQLWrapper } from 'drizzle-orm';
import { CHANNEL_CONTENT_TYPES, CHANNEL_SOURCES } from '../../db/music-catalog';
import { artistAlbums, artistPageQueries, artistTracks } from '../../worker/catalog/artist-page';
import { albumPageQueries } from '../../worker/catalog/album-page';
import { trackPageQueries } from '../../worker/catalog/track-page';
import { channelRowQueries } from '../../worker/catalog/channel-page';
import { channelContent } from '../../worker/catalog/channel-content';
import type { ChannelRow } from '../../worker/catalog/channel-query';
import { genreArtists, genreTracks } from '../../worker/catalog/genre-lists';
import { countTagTracks, tagAlbums, tagTracks } from '../../worker/catalog/tag-lists';
import { PROFILE_TABS, profileTab } from '../../worker/catalog/profile-tabs';
import { profileUser } from '../../worker/catalog/profile-user';
import { db } from './support/http';
import { planOf } from './support/query-plan';
import { eq } from 'drizzle-orm';
import { playlists } from '../../db/music-social';
import { selectPlaylists } from '../../worker/music/list-queries';

// docs/query-plans.md: every catalog statement reaches its rows through an
// index. SQLite answers EXPLAIN QUERY PLAN without running the statement.

type Statement = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };
/** Batch items are drizzle queries, which all have `toSQL`. */
const asStatement = (query: unknown) => query as Statement;


const channel = (values: Partial<ChannelRow>): ChannelRow => ({
  id: 1,
  slug: 'c',
  name: 'C',
  description: null,
  layout: 'grid',
  content_type: 'track',
  source: 'manual',
  source_genre: 'rock',
  item_limit: 20,
  hide_title: false,
  is_home: false,
  sort_order: 'default',
  restriction: null,
  public: true,
  ...values,
});

function statements(): [string, Statement][] {
  const page = { limit: 20, offset: 20 };
  const named = (name: string, list: readonly unknown[]) => list.map((s, i): [string, Statement] => [`${name} #${i + 1}`, asStatement(s)]);
  return [
    ...named('artists/{id}', artistPageQueries(db(), 1)),
    ['artists/{id}/tracks', artistTracks(db(), 1).limit(20).offset(20)],
    ['artists/{id}/albums', artistAlbums(db(), 1).limit(20).offset(20)],
    ...named('albums/{id}', albumPageQueries(db(), 1)),
    ...named('tracks/{id}', trackPageQueries(db(), 1)),
    ...named('channels/home', channelRowQueries(db(), { home: true })),
    ...named('channels/{slug}', channelRowQueries(db(), { slug: 'c' })),
    ...CHANNEL_SOURCES.filter((s) => s !== 'manual').map((source): [string, Statement] => [`source ${source}`, asStatement(channelContent(db(), channel({ source }))!.query)]),
    ...CHANNEL_CONTENT_TYPES.filter((t) => t !== 'channel').map((type): [string, Statement] => [`manual ${type}`, asStatement(channelContent(db(), channel({ content_type: type }))!.query)]),
    ['genres/{name} artists', genreArtists(db(), 'rock').limit(20)],
    ['genres/{name} tracks', genreTracks(db(), 'rock').limit(20)],
    ['tags/{name}/tracks', tagTracks(db(), 'chill').limit(20).offset(20)],
    ['tags/{name}/tracks count', countTagTracks(db(), 'chill')],
    ['tags/{name}/albums', tagAlbums(db(), 'chill').limit(20).offset(20)],
    ['user-profile/{id}', profileUser(db(), 1)],
    ...PROFILE_TABS.flatMap((tab) => named(`user-profile/{id}/${tab}`, profileTab(db(), 1, tab, page).queries)),
  ];
}

describe('catalog query plans', () => {
  it('never scans a table: every statement searches an index or walks one in order', async () => {
    for (const [name, statement] of statements()) {
      const plan = await planOf(statement);
      // "SCAN x", "SCAN repost_page", "SCAN (subquery-N)", a playlist's mosaic subqueries and the album and artist pages' nested lists (album_tracks, top, discography) read subquery results, not tables.
      const tableScans = plan.filter((line) => /^\s*SCAN (?!x$|repost_page$|mosaic_tracks$|mosaic_covers$|top$|discography$|album_tracks$|\(subquery-\d+\)$)\S+$/.test(line));
      expect(tableScans, `${name}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  it('walks a genre’s artists most played first on the plays index, with nothing to sort (similar artists, genre pages)', async () => {
    const similar = await planOf(asStatement(artistPageQueries(db(), 1)[0]));
    expect(similar.filter((line) => line.includes('artist_genres_genre_plays_idx')), similar.join('\n')).toHaveLength(3);
    expect(similar.filter((line) => /SEARCH x USING COVERING INDEX artist_genres_genre_idx/.test(line))).toEqual([]);
    const genrePage = await planOf(asStatement(genreArtists(db(), 'rock').limit(20)));
    expect(genrePage.join('\n')).toContain('artist_genres_genre_plays_idx');
    expect(genrePage.join('\n')).not.toContain('TEMP B-TREE');
  });

  it("finds a playlist card's mosaic covers through its first tracks in order", async () => {
    const plan = await planOf(selectPlaylists(db()).where(eq(playlists.id, 1)));
    expect(plan.join('\n')).toMatch(/SEARCH playlist_tracks USING (COVERING )?INDEX playlist_tracks_order_idx \(playlist_id=\?\)/);
    expect(plan.join('\n')).toMatch(/SEARCH t USING INTEGER PRIMARY KEY/);
  });
});
