import type { SQL } from 'drizzle-orm';
import type { Node, RawGroup } from '../../../worker/insights/node-payload';
import { spanFirstHour } from '../../../worker/insights/node-store';
import type { DemoCatalogRows } from './demo-catalog-rows';
import { pickAudience } from './demo-audience';
import type { DemoPlays, RawPlay } from './demo-plays';
import { addGroups, addIdentities, DEMO_DAY_NODE_DAYS, groupsOf, jsonInserts, NodeWriter } from './demo-rollups';
import { createRandom } from './prng';

/** A recent day's plays of a track are spread over this many hours, places and devices; an older day's go in one. */
const GROUPS_PER_RECENT_DAY = 3;
/** Plays per distinct listener on a track's day: fans play a song they like more than once. */
const PLAYS_PER_LISTENER = 2.4;
/** Each artist's fans (the pool its tracks' listeners are drawn from), per point of popularity (the square root of its plays in thousands of three). */
const FANS_PER_POPULARITY = 150;

const PLAY_COLUMNS = ['track_id', 'user_id', 'visitor', 'country', 'city', 'device_type', 'platform', 'browser', 'context_type', 'context_id', 'created_at'] as const;

/** A raw play as the rollup reads it grouped (analytics-sources.ts rawGrouped): its hour and who. */
const rawGroup = (play: RawPlay, albumOf: Map<number, number | null>): RawGroup => ({
  hour: Math.floor(Date.parse(play.created_at) / 3_600_000),
  track_id: play.track_id,
  album_id: albumOf.get(play.track_id) ?? null,
  country: play.country,
  city: play.city,
  device_type: play.device_type,
  platform: play.platform,
  browser: play.browser,
  path: null,
  referrer: null,
  who: play.user_id !== null ? `u${play.user_id}` : `v${play.visitor}`,
  n: 1,
});

/**
 * The statements that store the demo's plays: the raw rows, every rolled-up
 * day's nodes (the aggregated counts plus the raw rows of that day), each
 * month's nodes to date, and the rollup state through yesterday, so the
 * cron goes on from today as if it had run all year.
 */
export function demoPlayStatements(catalog: DemoCatalogRows, plays: DemoPlays, now: Date): SQL[] {
  const random = createRandom(19);
  const albumOf = new Map(catalog.tracks.map((t) => [t.id, t.album_id ?? null]));
  const artistsOf = new Map<number, number[]>();
  for (const credit of catalog.trackArtists) artistsOf.set(credit.track_id, [...(artistsOf.get(credit.track_id) ?? []), credit.artist_id]);

  // Each track's listeners come from its album's lead artist's fans: ranges of one pool of identities.
  const leadOf = new Map(catalog.albumArtists.filter((a) => a.position === 0).map((a) => [a.album_id, a.artist_id]));
  const fans = new Map<number, { from: number; size: number }>();
  let pool = 0;
  for (const artist of catalog.artists) {
    const size = Math.max(1, Math.round(Math.sqrt((artist.plays ?? 0) / 3_000))) * FANS_PER_POPULARITY;
    fans.set(artist.id, { from: pool, size });
    pool += size;
  }
  const fansOf = (trackId: number) => fans.get(leadOf.get(albumOf.get(trackId)!)!)!;

  const rawByDay = new Map<string, RawPlay[]>();
  for (const play of plays.raw) rawByDay.set(play.created_at.slice(0, 10), [...(rawByDay.get(play.created_at.slice(0, 10)) ?? []), play]);
  const writer = new NodeWriter('plays');
  plays.days.forEach((day, i) => {
    const nodes = new Map<string, Node>();
    const firstHour = spanFirstHour(day);
    const recent = i >= plays.days.length - DEMO_DAY_NODE_DAYS;
    for (const [track_id, counts] of plays.daily) {
      const n = counts[i];
      if (!n) continue;
      const groups = groupsOf({ track_id, album_id: albumOf.get(track_id) ?? null, n }, recent ? GROUPS_PER_RECENT_DAY : 1, firstHour, random, () => pickAudience(random));
      const touched = addGroups(nodes, 'plays', groups, artistsOf);
      const { from, size } = fansOf(track_id);
      addIdentities(touched, Array.from({ length: Math.ceil(n / PLAYS_PER_LISTENER) }, () => `vfan${from + random.int(0, size - 1)}`));
    }
    addGroups(nodes, 'plays', (rawByDay.get(day) ?? []).map((play) => rawGroup(play, albumOf)), artistsOf);
    writer.addDay(day, nodes, recent);
  });
  return [
    ...jsonInserts('plays', [...PLAY_COLUMNS], plays.raw.map((play) => PLAY_COLUMNS.map((column) => play[column]))),
    ...writer.finish(plays.days[plays.days.length - 1], now),
  ];
}
