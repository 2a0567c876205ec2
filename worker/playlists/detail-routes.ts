import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { follows, playlists } from '../../db/music-social';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requirePermission } from '../permissions/guard';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { toTrackPayload } from '../music/select/track-select';
import { canView, loadPlaylistAccess, playlistGuard, yieldsToModerator, type PlaylistAccess } from './playlist-access';
import { smartTotals, smartTracksPage, snapshotSmartTotals, storedRules } from './smart/smart-queries';
import { PlaylistAnswer, playlistAfterWrite, recountPlaylist, selectPlaylist, selectPlaylistTracks } from './playlist-queries';
import { playlistParam, playlistUpdateBody } from './playlist-schemas';
import { PLAYLIST_PREVIEW_TRACKS } from './playlist-constants';
import { responds } from '../http/responds';
import { EmptyAnswer, DeletedAnswer } from '../http/response-fields';
import { z } from 'zod';
import { PlaylistPayload, TrackPayload } from '../music/music-types';

const PLAYLIST_PATH = '/playlists/:id{[0-9]+}';

/**
 * A smart playlist is never collaborative (its tracks follow its rules), and
 * only an empty plain playlist becomes smart, so no hand-picked track is
 * dropped by a rules edit.
 */
function refuseSmartConflicts(body: { rules?: unknown; collaborative?: boolean }, current: PlaylistAccess) {
  const smart = body.rules === undefined ? current.smart : body.rules !== null;
  if (smart && (body.collaborative ?? current.collaborative)) throw ValidationError.field('collaborative', 'A smart playlist cannot be collaborative.');
  if (body.rules && !current.smart && current.tracks_count > 0) throw ValidationError.field('rules', 'Only an empty playlist can become a smart playlist.');
}

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
    const rules = storedRules(row.rules);
    if (rules) {
      // A smart playlist: its first tracks, count and length as its rules match them now.
      const source = { owner_id: row.owner_id, rules };
      const [[totals], smartRows] = await db.batch([smartTotals(db, source), smartTracksPage(db, source, { limit: PLAYLIST_PREVIEW_TRACKS, offset: 0 })!]);
      const playlist = { ...toPlaylistPayload(row), tracks_count: totals.total, duration: totals.duration };
      return c.json({ playlist, tracks: smartRows.map(toTrackPayload) } satisfies z.infer<typeof playlistPage>);
    }
    return c.json({ playlist: toPlaylistPayload(row), tracks: trackRows.map(toTrackPayload) } satisfies z.infer<typeof playlistPage>);
  })
  .put(PLAYLIST_PATH, playlistGuard('owner'), validate('param', playlistParam), validate('json', playlistUpdateBody), responds(PlaylistAnswer), async (c, next) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const user = c.get('user')!;
    // A moderator's edit of someone else's playlist goes on to the moderation route; their own playlist, with its rules, is edited here.
    const current = yieldsToModerator(user) ? await loadPlaylistAccess(db, id, user.id) : c.get('playlist');
    if (!current || current.owner_id !== user.id) return next();
    const body = c.req.valid('json');
    refuseSmartConflicts(body, current);
    const rules = body.rules ? storedRules(body.rules) : null;
    const [, , [row]] = await db.batch([
      db
        .update(playlists)
        .set({ ...body, updated_at: isoNow })
        .where(eq(playlists.id, id)),
      // New rules: the card's count and length as they match now; rules removed: the (empty) plain playlist's.
      rules ? snapshotSmartTotals(db, id, { owner_id: current.owner_id, rules }) : recountPlaylist(db, id),
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
