import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { notFound } from '../http/errors';
import { paginate, paginated } from '../http/pagination';
import { pageQuery, pageWindow } from '../music/page-query';
import { toUserSummary } from '../music/select/user-summary-select';
import { AlbumPayload, ArtistPayload, PlaylistPayload, TrackPayload, UserProfilePayload, UserSummary } from '../music/music-types';
import { idParam } from './catalog-params';
import { PROFILE_TABS, profileTab } from './profile-tabs';
import { profileUser } from './profile-user';

const tabParam = idParam.extend({ tab: z.enum(PROFILE_TABS) });

/** A tab lists one kind; reposts mixes tracks and albums. */
const tabItem = z.union([PlaylistPayload, TrackPayload, AlbumPayload, ArtistPayload, UserSummary]);

/** docs/api/music.md, Catalog: a listener's public profile and its tabs. */
export const userProfileRoutes = new Hono<AppEnv>()
  .get('/user-profile/:id', requirePermission('music.view'), validate('param', idParam), responds(z.object({ user: UserProfilePayload })), async (c) => {
    const [user] = await profileUser(c.get('db'), c.req.valid('param').id);
    if (!user) throw notFound();
    const profile: UserProfilePayload = { ...toUserSummary(user), following_count: user.following_count, created_at: user.created_at };
    return c.json({ user: profile });
  })
  .get('/user-profile/:id/:tab', requirePermission('music.view'), validate('param', tabParam), validate('query', pageQuery), responds(paginated(tabItem)), async (c) => {
    const { id, tab } = c.req.valid('param');
    const query = c.req.valid('query');
    const db = c.get('db');
    const { queries, read } = profileTab(db, id, tab, pageWindow(query));
    const [[user], ...results] = await db.batch([profileUser(db, id), ...queries]);
    if (!user) throw notFound();
    const { data, total } = read(results);
    return c.json(paginate(data, query.page, query.perPage, total));
  });
