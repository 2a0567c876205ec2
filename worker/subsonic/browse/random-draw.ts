import { sql, type SQL } from 'drizzle-orm';

/** Extra draws beyond the page: repeats and ids in gaps land on the same row, so a page needs a few more. */
const SPARE_DRAWS = 10;

/** A table whose ids span at most this many times the page is drawn from in full. */
const DENSE_FACTOR = 4;

/**
 * Up to `size` distinct random ids of `table` without reading the table:
 * points drawn between its smallest and largest id, each answered by the
 * first id at or after it (a seek on the primary key), duplicates dropped.
 * ORDER BY random() would read and sort every row (20,000 albums, 100,000
 * tracks) for each call. Ids after a gap are a little likelier than others,
 * which a random list does not notice. A table whose ids span at most
 * DENSE_FACTOR pages holds at most that many rows, so it is shuffled whole
 * instead: asked for more than it holds, a list answers every row once.
 * (CROSS JOIN keeps bounds' one row the outer loop: a larger table's
 * condition fails there, and the table is never read.)
 * min and max are separate subqueries: SQLite answers a lone min() or max()
 * from the end of the key, two together by a scan. The draw's random() is
 * in the recursive select itself (joined with bounds): as an uncorrelated
 * subquery SQLite computed it once, and every draw landed on one point.
 */
export function randomIdsSql(table: 'albums' | 'tracks', size: number): SQL {
  const name = sql.raw(table);
  const dense = size * DENSE_FACTOR;
  return sql`WITH RECURSIVE bounds(lo, hi) AS (SELECT (SELECT min(id) FROM ${name}), (SELECT max(id) FROM ${name})),
    draws(n, point) AS (
      SELECT 1, lo + abs(random() % (hi - lo + 1)) FROM bounds WHERE hi IS NOT NULL AND hi - lo + 1 > ${dense}
      UNION ALL SELECT n + 1, lo + abs(random() % (hi - lo + 1)) FROM draws, bounds WHERE n < ${size * 2 + SPARE_DRAWS}
    ),
    sparse(id) AS (SELECT DISTINCT (SELECT x.id FROM ${name} x WHERE x.id >= draws.point ORDER BY x.id LIMIT 1) FROM draws LIMIT ${size}),
    whole(id) AS (SELECT t.id FROM bounds CROSS JOIN ${name} t WHERE bounds.hi - bounds.lo + 1 <= ${dense} ORDER BY random() LIMIT ${size})
    SELECT id FROM sparse UNION ALL SELECT id FROM whole`;
}
