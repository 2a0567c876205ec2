import { Hono } from 'hono';
import { count, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { albums, tracks } from '../../db/music-catalog';
import { plays } from '../../db/music-social';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { requireAuth } from '../permissions/guard';
import { trackColumns, toTrackPayload } from '../music/select/track-select';
import { HistoryItem } from '../music/music-types';
import { pageQuery, pageWindow } from '../music/page-query';
import { namedColumns } from '../music/select/named-columns';
import { responds } from '../http/responds';

/** docs/api/music.md, Library: the user's plays, newest first (plays_user_time_idx); a track played twice shows twice. */
export const historyRoutes = new Hono<AppEnv>().get('/me/library/history', requireAuth, validate('query', pageQuery), responds(paginated(HistoryItem)), async (c) => {
  const query = c.req.valid('query');
  const db = c.get('db');
  const mine = eq(plays.user_id, c.get('user')!.id);
  const [rows, [{ total }]] = await db.batch([
    db
      .select({ ...trackColumns, ...namedColumns({ played_at: plays.created_at }) })
      .from(plays)
      .innerJoin(tracks, eq(tracks.id, plays.track_id))
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(mine)
      .orderBy(desc(plays.created_at), desc(plays.id))
      .limit(query.perPage)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(plays).where(mine),
  ]);
  const items = rows.map(({ played_at, ...row }): HistoryItem => ({ ...toTrackPayload(row), played_at }));
  return c.json(paginate(items, query.page, query.perPage, total));
});
