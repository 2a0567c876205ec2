/**
 * What the large seed produced: row counts (printed and written to
 * results.json) and sample rows the catalog routes request (bench/routes.ts).
 */
export type LargeSeed = {
  counts: { artists: number; albums: number; tracks: number; users: number };
  /** Ids/slugs of representative rows, e.g. `{ trackId: 1, albumId: 1, artistId: 1, query: 'love' }`. */
  samples: Record<string, string | number>;
};
