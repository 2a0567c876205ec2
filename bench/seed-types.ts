/**
 * What the large seed produced: row counts (printed and written to
 * results.json) and sample rows the catalog routes request (bench/routes.ts).
 */
export type LargeSeed = {
  counts: { artists: number; albums: number; tracks: number; users: number; plays?: number };
  /** Issue 16: the year of plays and the timed rollup of one day (bench/seed-plays.ts). */
  plays?: PlaysSeed;
  /**
   * Ids/slugs of representative rows (bench/seed-catalog.ts): `trackId` (the
   * most played track), `albumId` (a full album), `artistId` (a popular artist
   * with about 10 albums), `query` (a prefix matching many names), `genre`.
   */
  samples: Record<string, string | number>;
  /** Wall time of the large seed (users and catalog), for the run's record. */
  seconds?: number;
};

/** Issue 16's year of plays (bench/seed-plays.ts); the bench server rolls its days up (bench/insights.ts). */
export type PlaysSeed = { plays: number; from: string; through: string; artistId: number };
