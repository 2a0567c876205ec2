import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { validate } from '../../http/validate';
import { HttpError, notFound } from '../../http/errors';
import { responds } from '../../http/responds';
import { forbiddenWithPlans } from '../../billing/plans-action';
import { requireAuth, requirePermission } from '../../permissions/guard';
import { toPlaylistPayload } from '../../music/select/playlist-select';
import { CREATE_PLAYLISTS, insertPlaylist, playlistQuotaRefusal } from '../create-routes';
import { canView } from '../playlist-access';
import { PlaylistAnswer, selectPlaylist } from '../playlist-queries';
import { playlistParam } from '../playlist-schemas';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../playlist-constants';
import { parseRules } from './rules-parse';
import { toRulesJson } from './rules-json';
import { NSP_DIALECT, NSP_NAMING } from './nsp-names';
import { storedRules } from './smart-queries';
import type { SmartRules } from './smart-fields';

/** The name an .nsp file without one imports under. */
export const NSP_DEFAULT_NAME = 'Imported smart playlist';

type NspImport = { rules: SmartRules; name: string; description: string | null; public: boolean };

/** An .nsp file (Navidrome's JSON), checked like `rules` with Navidrome's names; 422 names the bad rule's path. */
const nspBody = z
  .unknown()
  .transform((value, ctx): NspImport => {
    const parsed = parseRules(value, NSP_DIALECT);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message, path: parsed.path, input: value });
      return z.NEVER;
    }
    const shared = (value as { public?: unknown }).public;
    return {
      rules: parsed.rules,
      name: parsed.name?.trim().slice(0, PLAYLIST_NAME_MAX) || NSP_DEFAULT_NAME,
      description: parsed.comment?.trim().slice(0, PLAYLIST_DESCRIPTION_MAX) || null,
      public: shared === true,
    };
  })
  .meta({ description: 'A Navidrome smart playlist file (.nsp): `{ "name"?, "comment"?, "all" | "any": [...], "sort"?, "order"?, "limit"? }`.' });

/** The .nsp file: name, comment, and the rules in Navidrome's names (a download, Content-Disposition: attachment). */
const NspFile = z.record(z.string(), z.unknown()).meta({ id: 'NspFile' });

/** A file name for Content-Disposition: the playlist's name without characters a file system or the header would trip on. */
const nspFileName = (name: string) => `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80) || 'playlist'}.nsp`;

/** docs/api/smart-playlists.md: export a smart playlist as .nsp, and import one. */
export const nspRoutes = new Hono<AppEnv>()
  .get('/playlists/:id{[0-9]+}/nsp', requirePermission('music.view'), validate('param', playlistParam), responds(NspFile), async (c) => {
    const [row] = await selectPlaylist(c.get('db'), c.req.valid('param').id);
    if (!row || !canView(row, c.get('user')?.id)) throw notFound();
    const rules = storedRules(row.rules);
    if (!rules) throw new HttpError(404, 'Only a smart playlist exports as .nsp.');
    const file = { name: row.name, ...(row.description ? { comment: row.description } : {}), ...toRulesJson(rules, NSP_NAMING) };
    const fileName = nspFileName(row.name);
    return c.body(`${JSON.stringify(file, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
  })
  .post('/playlists/import-nsp', requireAuth, requirePermission(CREATE_PLAYLISTS), validate('json', nspBody), responds(PlaylistAnswer, 201), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const refusal = await playlistQuotaRefusal(db, user);
    if (refusal) throw await forbiddenWithPlans(c.env, db, CREATE_PLAYLISTS, refusal);
    const { rules, ...details } = c.req.valid('json');
    const [created] = await insertPlaylist(db, { ...details, rules: toRulesJson(rules), owner_id: user.id });
    const { owner_id: _owner, plays: _plays, ...row } = created;
    const playlist = toPlaylistPayload({ ...row, owner_id: user.id, owner_name: user.name, owner_image: user.image, covers: null });
    return c.json({ playlist } satisfies PlaylistAnswer, 201);
  });
