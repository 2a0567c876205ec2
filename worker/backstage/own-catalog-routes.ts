import { Hono } from 'hono';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tracks } from '../../db/music-catalog';
import type { AppEnv } from '../types';
import { requireAnyPermission, requireAuth } from '../permissions/guard';
import { responds } from '../http/responds';
import { inScope, scopeOf } from '../workspaces/content-scope';
import { managedArtists } from '../backstage-requests/create-request';
import { ManagedArtist, OwnTrack } from './backstage-types';
import { OWN_TRACKS_MAX, PUBLISHERS } from './backstage-constants';

/**
 * docs/api/uploads.md, Backstage home (issue 26): what the user publishes and
 * manages, so backstage leads somewhere without typing an address. The edit
 * and insights routes check access again on each subject.
 */
export const backstageOwnCatalogRoutes = new Hono<AppEnv>()
  // The tracks the user may edit in this workspace: the workspace's, or (default workspace) the user's own.
  .get('/backstage/tracks', requireAuth, requireAnyPermission(PUBLISHERS), responds(z.object({ tracks: z.array(OwnTrack) })), async (c) => {
    const own: OwnTrack[] = await c
      .get('db')
      .select({ id: tracks.id, name: tracks.name })
      .from(tracks)
      .where(inScope(scopeOf(c), 'track', sql.raw('"tracks"."id"'), sql.raw('"tracks"."owner_id"')))
      .orderBy(asc(tracks.name), asc(tracks.id))
      .limit(OWN_TRACKS_MAX);
    return c.json({ tracks: own });
  })
  // Whoever is signed in may learn which artists they manage; what they may do there is checked where they do it.
  .get('/backstage/artists', requireAuth, responds(z.object({ artists: z.array(ManagedArtist) })), async (c) =>
    c.json({ artists: await managedArtists(c.get('db'), c.get('user')!.id) }),
  );
