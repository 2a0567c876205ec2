import type { follows, likes, playlists, playlistTracks, reposts } from '../../music-social';
import type { DemoCatalogRows } from './demo-catalog-rows';
import { createRandom } from './prng';

/** Demo accounts (role `users`), all with DEMO_LISTENER_PASSWORD. */
export const DEMO_LISTENERS = [
  { email: 'listener@example.com', name: 'Demo Listener' },
  { email: 'nightowl@example.com', name: 'Night Owl' },
  { email: 'vinylfan@example.com', name: 'Vinyl Fan' },
];
export const DEMO_LISTENER_PASSWORD = 'demo12345';

/** A backstage demo account (role `artists`) that manages the artist `artistKey` (issue 5's uploads). */
export const DEMO_ARTIST_ACCOUNT = { email: 'artist@example.com', name: 'Velvet Harbor', artistKey: 'velvet-harbor' };

const PLAYLISTS = [
  { owner: 0, name: 'Late Night Drive', description: 'Neon, slow soul and the long way home.', tags: ['late-night', 'chill'], size: 10 },
  { owner: 1, name: 'Focus Flow', description: 'Instrumentals for deep work.', tags: ['focus', 'instrumental'], size: 8 },
];

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type DemoSocialRows = {
  likes: Row<typeof likes>[];
  follows: Row<typeof follows>[];
  reposts: Row<typeof reposts>[];
  playlists: Row<typeof playlists>[];
  playlistTracks: Row<typeof playlistTracks>[];
};

/**
 * Likes, follows, reposts and public playlists of the demo listeners, with
 * overlapping tastes so radio's co-likes and the profile tabs have data. The
 * catalog's likes and reposts counters are raised to match; follower counts
 * are kept by triggers on follows (migrations 0041 and 0043).
 */
export function demoSocialRows(catalog: DemoCatalogRows, userIds: number[], firstPlaylistId: number): DemoSocialRows {
  const random = createRandom(7);
  const out: DemoSocialRows = { likes: [], follows: [], reposts: [], playlists: [], playlistTracks: [] };
  const trackById = new Map(catalog.tracks.map((t) => [t.id, t]));
  // The most played half of the catalog is what everyone samples from, so likes overlap.
  const popular = [...catalog.tracks].sort((a, b) => b.plays! - a.plays!).slice(0, Math.ceil(catalog.tracks.length / 2));

  userIds.forEach((userId, n) => {
    const liked = new Set<number>();
    while (liked.size < 12) liked.add(random.pick(random.chance(0.7) ? popular : catalog.tracks).id);
    for (const id of liked) {
      out.likes.push({ user_id: userId, likeable_type: 'track', likeable_id: id });
      trackById.get(id)!.likes_count! += 1;
    }
    for (const album of catalog.albums.filter((_, i) => i % userIds.length === n).slice(0, 3)) {
      out.likes.push({ user_id: userId, likeable_type: 'album', likeable_id: album.id });
      album.likes_count! += 1;
    }
    const followed = new Set<number>();
    while (followed.size < 5) followed.add(random.pick(catalog.artists).id);
    for (const artist of catalog.artists.filter((a) => followed.has(a.id))) {
      out.follows.push({ follower_id: userId, followable_type: 'artist', followable_id: artist.id });
    }
    for (const other of userIds) if (other !== userId) out.follows.push({ follower_id: userId, followable_type: 'user', followable_id: other });
    const reposted = catalog.tracks[(n * 17 + 3) % catalog.tracks.length];
    out.reposts.push({ user_id: userId, repostable_type: 'track', repostable_id: reposted.id });
    reposted.reposts_count! += 1;
  });

  PLAYLISTS.filter((p) => p.owner < userIds.length).forEach((p, i) => {
    const id = firstPlaylistId + i;
    const picks = new Set<number>();
    const tagged = new Set(catalog.trackTags.filter((t) => p.tags.includes(catalog.tags[t.tag_id - 1].name)).map((t) => t.track_id));
    const pool = catalog.tracks.filter((t) => tagged.has(t.id) || catalog.albumTags.some((a) => a.album_id === t.album_id && p.tags.includes(catalog.tags[a.tag_id - 1].name)));
    while (picks.size < Math.min(p.size, pool.length)) picks.add(random.pick(pool).id);
    const followers = userIds.filter((u) => u !== userIds[p.owner]);
    out.playlists.push({
      id,
      owner_id: userIds[p.owner],
      name: p.name,
      description: p.description,
      public: true,
      tracks_count: picks.size,
      duration: [...picks].reduce((sum, t) => sum + trackById.get(t)!.duration, 0),
    });
    [...picks].forEach((track_id, position) => out.playlistTracks.push({ playlist_id: id, track_id, position, added_by: userIds[p.owner] }));
    for (const follower of followers) out.follows.push({ follower_id: follower, followable_type: 'playlist', followable_id: id });
  });
  return out;
}
