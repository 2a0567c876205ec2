import { sql, type SQL } from 'drizzle-orm';

/** Extra draws beyond the page: repeats and ids in gaps land on the same row, so a page needs a few more. */
const SPARE_DRAWS = 10;

/**
 * Up to `size` distinct random ids of `table` without reading the table:
 * points drawn between its smallest and largest id, each answered by the
 * first id at or after it (a seek on the primary key), duplicates dropped.
 * ORDER BY random() would read and sort every row (20,000 albums, 100,000
 * tracks) for each call. Ids after a gap are a little likelier than others,
 * which a random list does not notice; a tiny library may get fewer than
 * `size` (a point never drawn). min and max are separate subqueries: SQLite
 * answers a lone min() or max() from the end of the key, two together by a scan.
 */
export function randomIdsSql(table: 'albums' | 'tracks', size: number): SQL {
  const name = sql.raw(table);
  return sql`WITH RECURSIVE bounds(lo, hi) AS (SELECT (SELECT min(id) FROM ${name}), (SELECT max(id) FROM ${name})),
    draws(n, point) AS (
      SELECT 1, lo + abs(random() % (hi - lo + 1)) FROM bounds WHERE hi IS NOT NULL
      UNION ALL SELECT n + 1, (SELECT lo + abs(random() % (hi - lo + 1)) FROM bounds) FROM draws WHERE n < ${size * 2 + SPARE_DRAWS}
    )
    SELECT DISTINCT (SELECT x.id FROM ${name} x WHERE x.id >= draws.point ORDER BY x.id LIMIT 1) AS id FROM draws LIMIT ${size}`;
}
