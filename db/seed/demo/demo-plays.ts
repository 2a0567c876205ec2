import type { PlayContextType } from '../../music-social';
import { addDays } from '../../../worker/insights/zoned-time';
import type { DemoCatalogRows } from './demo-catalog-rows';
import type { DemoSocialRows } from './demo-listeners';
import { allocate, pickAudience, visitorHash, WEEKDAY, type Audience } from './demo-audience';
import { createRandom, type Random } from './prng';

// A year of demo listening (issue 26: a demo that adds up). Most of it is
// counts per track and UTC day, which demo-rollups.ts turns into the
// analytics nodes the cron would have written; only the demo listeners'
// own recent sessions and a modest share of today's plays are raw `plays`
// rows (what the library's history, the personal home and today's figures
// read). The tracks' play counters are the sum of both, so every page's
// count equals what insights and reports add up.

/** Days of rolled-up history before today. */
export const DEMO_HISTORY_DAYS = 365;
/**
 * A year's plays of a track are its catalog count (demoCatalogRows: the
 * artist's popularity and the track's place on its album) divided by this:
 * an independent catalog's year, and few enough rolled-up nodes that the
 * seed stays quick.
 */
const CATALOG_PLAYS_PER_YEAR_PLAY = 8;
/** Days back the demo listeners' own sessions go (raw rows). */
const SESSION_DAYS = 14;
/** At most this many guests' raw plays today: today's figures without thousands of rows. */
const TODAY_GUEST_PLAYS = 200;

export type RawPlay = Audience & {
  track_id: number;
  user_id: number | null;
  visitor: string | null;
  context_type: PlayContextType | null;
  context_id: number | null;
  created_at: string;
};

export type DemoPlays = {
  /** The rolled-up days, oldest first; the last is yesterday. */
  days: string[];
  /** Per track: its plays on each of `days` (guests and users alike, no raw rows). */
  daily: Map<number, number[]>;
  /** Raw rows: the demo listeners' sessions of the last days and some of today's guests, oldest first. */
  raw: RawPlay[];
  /** Per track: every play, rolled up or raw (the tracks' counters). */
  totals: Map<number, number>;
};

/** The first of `days` on or after a release date (`days.length` for a release after them all). */
function firstDayFrom(days: string[], release: string | null | undefined): number {
  if (!release) return 0;
  const index = days.findIndex((day) => day >= release.slice(0, 10));
  return index === -1 ? days.length : index;
}

/**
 * Each track's year: its catalog count (demoCatalogRows: the artist's
 * popularity and the track's place on the album) for a whole year, less for
 * a release inside the year, spread over the days with a slow rise, a
 * launch bump for a recent release, weekends and day-to-day noise.
 */
function dailyCounts(catalog: DemoCatalogRows, days: string[], random: Random): Map<number, number[]> {
  const releaseOf = new Map(catalog.albums.map((a) => [a.id, a.release_date ?? null]));
  const daily = new Map<number, number[]>();
  for (const track of catalog.tracks) {
    const start = firstDayFrom(days, releaseOf.get(track.album_id!));
    const phase = random.next() * Math.PI * 2;
    const weights = days.map((day, i) => {
      if (i < start) return 0;
      const trend = 0.85 + (0.3 * i) / days.length + 0.1 * Math.sin(phase + (2 * Math.PI * i) / days.length);
      const launch = start > 0 ? 1 + 2.5 * Math.exp(-(i - start) / 21) : 1;
      return trend * launch * WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] * (0.8 + 0.4 * random.next());
    });
    const year = Math.round(((track.plays ?? 0) / CATALOG_PLAYS_PER_YEAR_PLAY) * ((days.length - start) / days.length));
    daily.set(track.id, allocate(year, weights));
  }
  return daily;
}

/** The albums, playlists and artists a demo listener plays from, with their tracks in play order. */
function listenerContexts(catalog: DemoCatalogRows, social: DemoSocialRows, userId: number) {
  const playsOf = new Map(catalog.tracks.map((t) => [t.id, t.plays ?? 0]));
  const byPlays = (ids: number[]) => [...ids].sort((a, b) => playsOf.get(b)! - playsOf.get(a)! || a - b);
  const albumTracks = (albumId: number) => catalog.tracks.filter((t) => t.album_id === albumId).map((t) => t.id);
  const artists = social.follows.filter((f) => f.follower_id === userId && f.followable_type === 'artist').map((f) => f.followable_id);
  const albums = new Set(social.likes.filter((l) => l.user_id === userId && l.likeable_type === 'album').map((l) => l.likeable_id));
  for (const row of catalog.albumArtists) if (artists.includes(row.artist_id)) albums.add(row.album_id);
  const playlists = social.playlists.filter((p) => p.owner_id === userId || social.follows.some((f) => f.follower_id === userId && f.followable_type === 'playlist' && f.followable_id === p.id));
  return [
    ...[...albums].map((id) => ({ type: 'album' as const, id, tracks: albumTracks(id) })),
    ...playlists.map((p) => ({ type: 'playlist' as const, id: p.id!, tracks: social.playlistTracks.filter((t) => t.playlist_id === p.id).map((t) => t.track_id) })),
    ...artists.map((id) => ({ type: 'artist' as const, id, tracks: byPlays(catalog.trackArtists.filter((t) => t.artist_id === id).map((t) => t.track_id)).slice(0, 10) })),
  ].filter((context) => context.tracks.length > 0);
}

/** The demo listeners' sessions of the last SESSION_DAYS: a few tracks in a row from an album, a playlist or an artist they like. */
function listenerSessions(catalog: DemoCatalogRows, social: DemoSocialRows, userIds: number[], now: Date, random: Random): RawPlay[] {
  const rows: RawPlay[] = [];
  for (const userId of userIds) {
    const contexts = listenerContexts(catalog, social, userId);
    const device = pickAudience(random);
    if (!contexts.length) continue;
    for (let back = SESSION_DAYS; back >= 0; back--) {
      if (!random.chance(back <= 1 ? 0.9 : 0.6)) continue;
      const day = addDays(now.toISOString().slice(0, 10), -back);
      let at = Date.parse(`${day}T00:00:00Z`) + random.int(7, 22) * 3_600_000 + random.int(0, 3_599) * 1000;
      for (let session = random.int(1, 2); session > 0; session--) {
        const context = random.pick(contexts);
        const first = random.chance(0.5) ? 0 : random.int(0, context.tracks.length - 1);
        for (let i = 0; i < Math.min(context.tracks.length, random.int(2, 5)); i++) {
          if (at >= now.getTime()) break;
          const track_id = context.tracks[(first + i) % context.tracks.length];
          rows.push({ ...device, track_id, user_id: userId, visitor: null, context_type: context.type, context_id: context.id, created_at: new Date(at).toISOString() });
          at += random.int(30, 240) * 1000;
        }
        at += random.int(1, 4) * 3_600_000;
      }
    }
  }
  return rows;
}

/** Guests' plays today up to now, in proportion to each track's recent days, at most TODAY_GUEST_PLAYS in all. */
function guestsToday(daily: Map<number, number[]>, now: Date, random: Random): RawPlay[] {
  const todayStart = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const elapsed = now.getTime() - todayStart;
  const recent = [...daily].map(([track, counts]) => [track, counts.slice(-7).reduce((s, n) => s + n, 0) / 7] as const);
  const expected = recent.reduce((s, [, perDay]) => s + (perDay * elapsed) / 86_400_000, 0);
  const scale = expected > 0 ? Math.min(1, TODAY_GUEST_PLAYS / expected) : 0;
  const rows: RawPlay[] = [];
  for (const [track_id, perDay] of recent) {
    const n = Math.round(((perDay * elapsed) / 86_400_000) * scale * (0.8 + 0.4 * random.next()));
    for (let i = 0; i < n; i++) {
      const created_at = new Date(todayStart + Math.floor(random.next() * elapsed)).toISOString();
      rows.push({ ...pickAudience(random), track_id, user_id: null, visitor: visitorHash(random), context_type: null, context_id: null, created_at });
    }
  }
  return rows;
}

/** The demo's year of plays up to `now` (deterministic for a given day and time). */
export function demoPlays(catalog: DemoCatalogRows, social: DemoSocialRows, listenerIds: number[], now: Date): DemoPlays {
  const random = createRandom(2026);
  const today = now.toISOString().slice(0, 10);
  const days = Array.from({ length: DEMO_HISTORY_DAYS }, (_, i) => addDays(today, i - DEMO_HISTORY_DAYS));
  const daily = dailyCounts(catalog, days, random);
  const raw = [...listenerSessions(catalog, social, listenerIds, now, random), ...guestsToday(daily, now, random)].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  const totals = new Map([...daily].map(([track, counts]) => [track, counts.reduce((s, n) => s + n, 0)]));
  for (const play of raw) totals.set(play.track_id, (totals.get(play.track_id) ?? 0) + 1);
  return { days, daily, raw, totals };
}
