import { sql } from 'drizzle-orm';
import type { Db } from '../worker/db';
import type { PlaysSeed } from './seed-types';

/** YYYY-MM-DD plus whole days (UTC). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Issue 16: a year of listening in the bench state. */
export const BENCH_PLAYS = 1_000_000;
/** The sample artist's share: a popular artist whose insights page the bench reads. */
const ARTIST_SHARE = 0.3;
/** The day the bench times the rollup of: yesterday gets this many more plays. */
export const ROLLUP_DAY_PLAYS = 10_000;
const ROWS_PER_STATEMENT = 50_000;

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'JP', 'IN', 'MX', 'CA', 'AU', 'ES', 'IT', 'NL', 'SE', 'PL', 'KR', 'AR', 'TR', 'ZA', 'NG'];
const CITIES = ['A', 'B', 'C', 'D'].map((suffix) => COUNTRIES.map((cc) => `${cc} City ${suffix}`));
const DEVICES = [
  ['desktop', 'Windows', 'Chrome'],
  ['desktop', 'macOS', 'Safari'],
  ['desktop', 'Linux', 'Firefox'],
  ['mobile', 'iOS', 'Safari'],
  ['mobile', 'Android', 'Chrome'],
  ['tablet', 'iOS', 'Safari'],
  ['mobile', 'Android', 'Samsung Internet'],
];

/**
 * `count` plays spread uniformly over [from, to) (ISO instants), in one
 * INSERT ... SELECT over a recursive counter: 30% on the sample artist's
 * tracks, the rest over 5,000 other tracks; half by signed-in bench users,
 * half by guests (a visitor hash among 100,000); 20 countries, 80 cities,
 * 7 device/platform/browser mixes. SQLite's random() keeps it fast; the
 * shares, not the exact rows, are what the reports read.
 */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

function insertPlays(count: number, from: string, to: string, artistTracks: number[], otherTracks: number[], userIds: number[]) {
  const span = (Date.parse(to) - Date.parse(from)) / 1000;
  return sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${int(count)}),
    r AS (SELECT abs(random()) AS a, abs(random()) AS b, abs(random()) AS c FROM n)
    INSERT INTO plays (track_id, user_id, visitor, country, city, device_type, platform, browser, created_at)
    SELECT
      CASE WHEN a % 1000 < ${int(Math.round(ARTIST_SHARE * 1000))}
        THEN json_extract(${JSON.stringify(artistTracks)}, '$[' || (b % ${int(artistTracks.length)}) || ']')
        ELSE json_extract(${JSON.stringify(otherTracks)}, '$[' || (b % ${int(otherTracks.length)}) || ']') END,
      CASE WHEN c % 2 = 0 THEN json_extract(${JSON.stringify(userIds)}, '$[' || (c / 2 % ${int(userIds.length)}) || ']') END,
      CASE WHEN c % 2 = 1 THEN 'bench' || (c / 2 % 100000) END,
      json_extract(${JSON.stringify(COUNTRIES)}, '$[' || (a / 1000 % ${int(COUNTRIES.length)}) || ']'),
      json_extract(${JSON.stringify(CITIES.flat())}, '$[' || (a / 1000 % ${int(COUNTRIES.length)} + ${int(COUNTRIES.length)} * (c / 7 % 4)) || ']'),
      json_extract(${JSON.stringify(DEVICES)}, '$[' || (c / 3 % ${int(DEVICES.length)}) || '][0]'),
      json_extract(${JSON.stringify(DEVICES)}, '$[' || (c / 3 % ${int(DEVICES.length)}) || '][1]'),
      json_extract(${JSON.stringify(DEVICES)}, '$[' || (c / 3 % ${int(DEVICES.length)}) || '][2]'),
      strftime('%Y-%m-%dT%H:%M:%fZ', ${int(Date.parse(from) / 1000)} + (b / 7 % ${int(Math.floor(span * 1000))}) / 1000.0, 'unixepoch')
    FROM r`;
}


/**
 * Seeds BENCH_PLAYS plays over the 12 months before now plus
 * ROLLUP_DAY_PLAYS on yesterday (UTC), the day whose rollup the bench times.
 */
export async function seedBenchPlays(db: Db, artistId: number, userIds: number[]): Promise<PlaysSeed> {
  const ids = async (query: ReturnType<typeof sql>) => ((await db.all<{ id: number }>(query)) as { id: number }[]).map((r) => Number(r.id));
  const artistTracks = await ids(sql`SELECT track_id AS id FROM track_artists WHERE artist_id = ${artistId}`);
  const otherTracks = await ids(sql`SELECT id FROM tracks WHERE id % 20 = 7 LIMIT 5000`);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = addDays(today, -365);
  const yesterday = addDays(today, -1);
  const users = userIds.slice(0, 1000);
  for (let done = 0; done < BENCH_PLAYS; done += ROWS_PER_STATEMENT) {
    await db.run(insertPlays(ROWS_PER_STATEMENT, `${yearAgo}T00:00:00.000Z`, new Date().toISOString(), artistTracks, otherTracks, users));
  }
  await db.run(insertPlays(ROLLUP_DAY_PLAYS, `${yesterday}T00:00:00.000Z`, `${today}T00:00:00.000Z`, artistTracks, otherTracks, users));
  return { plays: BENCH_PLAYS + ROLLUP_DAY_PLAYS, from: yearAgo, through: yesterday, artistId };
}
