import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { follows, playlists } from '../../db/music-social';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requirePermission } from '../permissions/guard';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { toTrackPayload } from '../music/select/track-select';
import { canView, playlistGuard, yieldsToModerator } from './playlist-access';
import { PlaylistAnswer, playlistAfterWrite, selectPlaylist, selectPlaylistTracks } from './playlist-queries';
import { playlistParam, playlistUpdateBody } from './playlist-schemas';
import { PLAYLIST_PREVIEW_TRACKS } from './playlist-constants';
import { responds } from '../http/responds';
import { EmptyAnswer, DeletedAnswer } from '../http/response-fields';
import { z } from 'zod';
import { PlaylistPayload, TrackPayload } from '../music/music-types';

const PLAYLIST_PATH = '/playlists/:id{[0-9]+}';

const playlistPage = z.object({ playlist: PlaylistPayload, tracks: z.array(TrackPayload) });

/**
 * Deleting a playlist, for one batch: follows name their target by type and
 * id, so no foreign key removes them; playlist_tracks go by cascade. Also
 * Subsonic's deletePlaylist.
 */
export const playlistDeletion = (db: Db, id: number) =>
  [db.delete(follows).where(and(eq(follows.followable_type, 'playlist'), eq(follows.followable_id, id))), db.delete(playlists).where(eq(playlists.id, id))] as const;

// A moderator's PUT and DELETE go on to worker/admin/moderation/playlists.ts, which answers a delete with `{ deleted }`.
/** docs/api/music.md, Playlists: read (anyone who may browse, owner only when private), edit and delete (owner). */
export const playlistDetailRoutes = new Hono<AppEnv>()
  .get(PLAYLIST_PATH, requirePermission('music.view'), validate('param', playlistParam), responds(playlistPage), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [[row], trackRows] = await db.batch([selectPlaylist(db, id), selectPlaylistTracks(db, id).limit(PLAYLIST_PREVIEW_TRACKS)]);
    if (!row || !canView(row, c.get('user')?.id)) throw notFound();
    return c.json({ playlist: toPlaylistPayload(row), tracks: trackRows.map(toTrackPayload) } satisfies z.infer<typeof playlistPage>);
  })
  .put(PLAYLIST_PATH, playlistGuard('owner'), validate('param', playlistParam), validate('json', playlistUpdateBody), responds(PlaylistAnswer), async (c, next) => {
    if (yieldsToModerator(c.get('user'))) return next();
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [, [row]] = await db.batch([
      db
        .update(playlists)
        .set({ ...c.req.valid('json'), updated_at: isoNow })
        .where(eq(playlists.id, id)),
      selectPlaylist(db, id),
    ]);
    return c.json(playlistAfterWrite(row));
  })
  .delete(PLAYLIST_PATH, playlistGuard('owner'), validate('param', playlistParam), responds(z.union([EmptyAnswer, DeletedAnswer])), async (c, next) => {
    if (yieldsToModerator(c.get('user'))) return next();
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await db.batch(playlistDeletion(db, id));
    return c.json({});
  });
