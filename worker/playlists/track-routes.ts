import { Hono } from 'hono';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { tracks } from '../../db/music-catalog';
import { playlistTracks } from '../../db/music-social';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { paginate, paginated } from '../http/pagination';
import { requirePermission } from '../permissions/guard';
import { toTrackPayload } from '../music/select/track-select';
import { pageQuery, pageWindow, type PageQuery } from '../music/page-query';
import { canView, playlistGuard, smartTracksRefusal } from './playlist-access';
import { smartPageSize, smartPageStatement, smartTotals, storedRules, type SmartSource } from './smart/smart-queries';
import { compiledBatch } from '../compiled-batch';
import { keepSmartSource, knownSmartSource } from './smart/known-sources';
import { PlaylistAnswer, playlistAfterWrite, recountPlaylist, selectPlaylist, selectPlaylistTracks } from './playlist-queries';
import { playlistParam, trackIdsBody } from './playlist-schemas';
import { PLAYLIST_MAX_TRACKS } from './playlist-constants';
import { responds } from '../http/responds';
import { TrackPayload } from '../music/music-types';

const TRACKS_PATH = '/playlists/:id{[0-9]+}/tracks';

/** The requested tracks that exist, each flagged when the playlist already holds it. */
const findTracks = (db: Db, playlistId: number, ids: number[]) =>
  db
    .select({ id: tracks.id, held: sql<number>`${playlistTracks.track_id} IS NOT NULL` })
    .from(tracks)
    .leftJoin(playlistTracks, and(eq(playlistTracks.playlist_id, playlistId), eq(playlistTracks.track_id, tracks.id)))
    .where(inArray(tracks.id, ids));

/**
 * Appends `ids` in the given order after the playlist's last position. One
 * JSON parameter carries the ids (json_each), where a VALUES list would need
 * five parameters a row and pass D1's 100 per statement. Only rows whose
 * playlist and track still exist, and the adder only while the account
 * does: a deletion between the route's check and this batch (the API fuzz
 * found one) leaves that track out rather than failing a foreign key.
 */
export const appendTracks = (db: Db, playlistId: number, userId: number, ids: number[]) =>
  db
    .insert(playlistTracks)
    .select(
      sql`SELECT ${playlistId}, j.value,
        (SELECT coalesce(max(${playlistTracks.position}), 0) FROM ${playlistTracks} WHERE ${playlistTracks.playlist_id} = ${playlistId}) + j.key + 1,
        (SELECT id FROM users WHERE id = ${userId}), ${isoNow}
        FROM json_each(${JSON.stringify(ids)}) j
        WHERE EXISTS (SELECT 1 FROM ${tracks} WHERE ${tracks.id} = j.value) AND EXISTS (SELECT 1 FROM playlists WHERE id = ${playlistId})`,
    )
    .onConflictDoNothing();

/** The values a playlist page's compiled statements bind (worker/compiled-batch.ts). */
const bound = { id: sql.placeholder('id'), perPage: sql.placeholder('perPage'), offset: sql.placeholder('offset'), size: sql.placeholder('size'), now: sql.placeholder('now') };

/** The playlist, its page of tracks by position, and their count. */
const positionPage = (db: Db) =>
  [
    selectPlaylist(db, bound.id),
    selectPlaylistTracks(db, bound.id).limit(bound.perPage).offset(bound.offset),
    db.select({ total: count() }).from(playlistTracks).where(eq(playlistTracks.playlist_id, bound.id)),
  ] as const;

/** A smart playlist's page as a compiled statement: its rules and owner are in the name, the rest is bound. */
const smartPage = (db: Db, source: SmartSource) => smartPageStatement(db, source, bound.size, bound.offset, bound.now);
const smartName = (source: SmartSource, json: string) => `smart page ${source.owner_id} ${json}`;

/**
 * One page of a playlist's tracks: by position, or, for a smart playlist,
 * what its rules match now with the owner's likes and plays (decision 030),
 * its count from the same statement. A smart playlist this isolate has read
 * before has its page in the playlist's batch (known-sources.ts). Every
 * statement is compiled once per isolate (a smart page's for its rules and
 * owner): building them with drizzle was a third of the page's CPU.
 */
async function loadTracksPage(db: Db, id: number, query: PageQuery) {
  const window = pageWindow(query);
  const values = { id, perPage: query.perPage, offset: window.offset, now: new Date().toISOString() };
  const guess = knownSmartSource(id);
  const guessedSize = guess ? smartPageSize(guess.source, window) : 0;
  const answers = guess && guessedSize > 0
    ? await compiledBatch(db, `playlist tracks, ${smartName(guess.source, guess.json)}`, () => [...positionPage(db), smartPage(db, guess.source)] as const, { ...values, size: guessedSize })
    : await compiledBatch(db, 'playlist tracks', () => positionPage(db), values);
  const [[playlist], rows, [{ total }]] = answers;
  if (!playlist) return null;
  const access = { owner_id: playlist.owner_id, public: playlist.public };
  if (playlist.rules === null) return { playlist: access, page: paginate(rows.map(toTrackPayload), query.page, query.perPage, total) };
  const json = JSON.stringify(playlist.rules);
  const guessed = guess !== null && guess.json === json && guess.source.owner_id === playlist.owner_id;
  const source = guessed ? guess.source : { owner_id: playlist.owner_id, rules: storedRules(playlist.rules)! };
  if (!guessed) keepSmartSource(id, json, source);
  let smartRows = guessed && answers.length === 4 ? answers[3] : null;
  if (!smartRows) {
    const size = smartPageSize(source, window);
    smartRows = size > 0 ? (await compiledBatch(db, smartName(source, json), () => [smartPage(db, source)] as const, { ...values, size }))[0] : [];
  }
  // The count came with the page; a page past the end asks for it alone.
  const matched = smartRows.length ? smartRows[0].matched : (await smartTotals(db, source))[0].total;
  const smartTotal = source.rules.limit === null ? matched : Math.min(matched, source.rules.limit);
  return { playlist: access, page: paginate(smartRows.map(toTrackPayload), query.page, query.perPage, smartTotal) };
}

/** docs/api/music.md, Playlists: list, add and remove tracks. */
export const playlistTrackRoutes = new Hono<AppEnv>()
  .get(TRACKS_PATH, requirePermission('music.view'), validate('param', playlistParam), validate('query', pageQuery), responds(paginated(TrackPayload)), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const answer = await loadTracksPage(c.get('db'), id, query);
    if (!answer || !canView(answer.playlist, c.get('user')?.id)) throw notFound();
    return c.json(answer.page);
  })
  .post(TRACKS_PATH, playlistGuard('editor'), validate('param', playlistParam), validate('json', trackIdsBody), responds(PlaylistAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (c.get('playlist').smart) throw smartTracksRefusal();
    const ids = [...new Set(c.req.valid('json').ids)];
    const found = await findTracks(db, id, ids);
    const missing = ids.filter((trackId) => !found.some((t) => t.id === trackId));
    if (missing.length) throw ValidationError.field('ids', `These tracks do not exist: ${missing.join(', ')}.`);
    const added = ids.filter((trackId) => !found.find((t) => t.id === trackId)!.held);
    if (c.get('playlist').tracks_count + added.length > PLAYLIST_MAX_TRACKS) {
      throw ValidationError.field('ids', `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.`);
    }
    const [row] = added.length
      ? (await db.batch([appendTracks(db, id, c.get('user')!.id, added), recountPlaylist(db, id), selectPlaylist(db, id)]))[2]
      : await selectPlaylist(db, id);
    return c.json(playlistAfterWrite(row));
  })
  .delete(TRACKS_PATH, playlistGuard('editor'), validate('param', playlistParam), validate('json', trackIdsBody), responds(PlaylistAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (c.get('playlist').smart) throw smartTracksRefusal();
    const ids = [...new Set(c.req.valid('json').ids)];
    const [, , [row]] = await db.batch([
      db.delete(playlistTracks).where(and(eq(playlistTracks.playlist_id, id), inArray(playlistTracks.track_id, ids))),
      recountPlaylist(db, id),
      selectPlaylist(db, id),
    ]);
    return c.json(playlistAfterWrite(row));
  });
