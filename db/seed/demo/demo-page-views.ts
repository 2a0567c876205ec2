import type { SQL } from 'drizzle-orm';
import type { Node } from '../../../worker/insights/node-payload';
import { spanFirstHour } from '../../../worker/insights/node-store';
import type { DemoCatalogRows } from './demo-catalog-rows';
import { allocate, pickAudience, visitorHash, weightedIndex, WEEKDAY } from './demo-audience';
import { addGroups, addIdentities, DEMO_DAY_NODE_DAYS, groupsOf, jsonInserts, NodeWriter } from './demo-rollups';
import { createRandom } from './prng';

// The demo's page views (the admin visitors report and the dashboard's
// page views): a year of rolled-up days of the all scope, and a few raw
// views today, like demo-plays.ts for plays.

/** Page views on an average day. */
const VIEWS_PER_DAY = 600;
/** Views per distinct visitor on a day. */
const VIEWS_PER_VISITOR = 3.2;
/** At most this many raw page views today. */
const TODAY_VIEWS = 60;

const REFERRERS: [string, number][] = [['', 55], ['www.google.com', 20], ['duckduckgo.com', 4], ['t.co', 6], ['www.reddit.com', 5], ['news.ycombinator.com', 2], ['www.instagram.com', 8]];

const REFERRER_WEIGHTS = REFERRERS.map(([, weight]) => weight);

const slug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The pages visitors open, with how often: home and search most, then artists and albums by their plays. */
function pages(catalog: DemoCatalogRows): [string, number][] {
  const artistName = new Map(catalog.artists.map((a) => [a.id, a.name]));
  const leadOf = new Map(catalog.albumArtists.filter((a) => a.position === 0).map((a) => [a.album_id, a.artist_id]));
  return [
    ['/', 400],
    ['/search', 90],
    ['/library', 60],
    ['/landing', 30],
    ...catalog.artists.map((a): [string, number] => [`/artist/${a.id}/${slug(a.name)}`, Math.sqrt(a.plays ?? 0) / 5]),
    ...catalog.albums.map((a): [string, number] => [`/album/${a.id}/${slug(artistName.get(leadOf.get(a.id)!) ?? '')}/${slug(a.name)}`, Math.sqrt(a.plays ?? 0) / 8]),
  ];
}

const PAGE_VIEW_COLUMNS = ['path', 'user_id', 'visitor', 'country', 'city', 'device_type', 'platform', 'browser', 'referrer', 'created_at'] as const;

/** The statements storing the demo's page views: every day of `days` rolled up, its months to date, the state, and today's raw views. */
export function demoPageViewStatements(catalog: DemoCatalogRows, days: string[], now: Date): SQL[] {
  const random = createRandom(1200);
  const paths = pages(catalog);
  const writer = new NodeWriter('views');
  const noArtists = new Map<number, number[]>();
  days.forEach((day, i) => {
    const nodes = new Map<string, Node>();
    const firstHour = spanFirstHour(day);
    const total = Math.round(VIEWS_PER_DAY * (0.8 + (0.4 * i) / days.length) * WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] * (0.85 + 0.3 * random.next()));
    const perPath = allocate(total, paths.map(([, weight]) => weight * (0.7 + 0.6 * random.next())));
    const recent = i >= days.length - DEMO_DAY_NODE_DAYS;
    paths.forEach(([path], p) => {
      if (!perPath[p]) return;
      const referrer = REFERRERS[weightedIndex(random, REFERRER_WEIGHTS)][0];
      addGroups(nodes, 'views', groupsOf({ track_id: null, album_id: null, path, referrer, n: perPath[p] }, recent ? 3 : 1, firstHour, random, () => pickAudience(random)), noArtists);
    });
    // A guest's visitor hash changes every day (decision 019), so a day's visitors are that day's alone.
    addIdentities([...nodes.values()], Array.from({ length: Math.ceil(total / VIEWS_PER_VISITOR) }, (_, k) => `v${day}:${k}`));
    writer.addDay(day, nodes, recent);
  });

  const todayStart = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const elapsed = now.getTime() - todayStart;
  const today = Math.min(TODAY_VIEWS, Math.round((VIEWS_PER_DAY * elapsed) / 86_400_000));
  const rows = Array.from({ length: today }, () => {
    const audience = pickAudience(random);
    const created_at = new Date(todayStart + Math.floor(random.next() * elapsed)).toISOString();
    const view = { ...audience, path: paths[Math.floor(random.next() * 4)][0], user_id: null, visitor: visitorHash(random), referrer: REFERRERS[Math.floor(random.next() * 3)][0], created_at };
    return PAGE_VIEW_COLUMNS.map((column) => view[column]);
  }).sort((a, b) => (String(a[9]) < String(b[9]) ? -1 : 1));
  return [...jsonInserts('page_views', [...PAGE_VIEW_COLUMNS], rows), ...writer.finish(days[days.length - 1], now)];
}
