import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { artistGenres, artistManagers, artists } from '../../../db/music-catalog';
import { users } from '../../../db/users';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { forbidden, notFound, unauthenticated, ValidationError } from '../../http/errors';
import { requireAuth, requirePermission } from '../../permissions/guard';
import { userHasPermission, type AuthUser } from '../../permissions/auth-user';
import { asBatch, type SqliteBatchItem } from '../../music/batch-rows';
import { taxonomyLinkWrites } from '../../backstage/catalog-names';
import { loadSources, publishImage } from '../../backstage/file-entry-sources';
import { artistBody, artistParam, artistUpdateBody, type ArtistInput } from './artist-body';
import { artistsList } from './artists-list';
import { parseJson, type Named } from './catalog-list-parts';
import { responds } from '../../http/responds';
import { z } from 'zod';
import { ArtistLink } from '../../music/music-types';

const ADMIN = 'admin.access';
const MUSIC_CREATE = 'music.create';

/** An artist as its edit form needs it: the list row plus bio, links and profile images. */
const AdminArtist = artistsList.row.extend({ bio: z.string().nullable(), links: z.array(ArtistLink), profile_images: z.array(z.string()) });
const artistAnswer = z.object({ artist: AdminArtist });

/** An artist as its edit form needs it: the list row plus bio and links; one statement. */
export async function loadAdminArtist(db: Db, id: number): Promise<z.infer<typeof AdminArtist>> {
  const { genres, managers, ...fields } = artistsList.fields;
  const [row] = await db
    .select({ ...fields, genres, managers, bio: artists.description, links: artists.links, profile_images: artists.profile_images })
    .from(artists)
    .where(eq(artists.id, id))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, genres: parseJson<(Named & { display_name: string })[]>(row.genres, []), managers: parseJson<Named[]>(row.managers, []) };
}

/** 422 on `managers` unless every id is a user. */
async function checkManagers(db: Db, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw ValidationError.field('managers', 'Each manager must be an existing user.');
}

/** The uploaded image published under images/artists/, or undefined when the input leaves the image alone. */
async function artistImage(db: Db, media: R2Bucket, user: AuthUser, imageEntryId: number | null | undefined) {
  if (imageEntryId === undefined) return undefined;
  if (imageEntryId === null) return null;
  // The admin's own upload, in the default workspace (admin pages act outside workspaces).
  const { image } = await loadSources(db, { workspaceId: 0, user, role: null }, { image: imageEntryId });
  // publishImage only builds the key from the folder name; artists get their own folder.
  return publishImage(media, image!, 'artists' as 'albums');
}

/**
 * The profile images the input asks for, in order: kept URLs must be the
 * artist's own (`current`), new ones are the user's uploads, published under
 * images/artists/. Undefined when the input leaves them alone; `removed` are
 * the URLs no longer used, for R2 after the write.
 */
async function profileImages(db: Db, media: R2Bucket, user: AuthUser, current: string[], wanted: (string | number)[] | undefined) {
  if (wanted === undefined) return undefined;
  const images: string[] = [];
  for (const item of wanted) {
    if (typeof item === 'string') {
      if (!current.includes(item)) throw ValidationError.field('profile_images', 'Keep only images this artist already has, or upload new ones.');
      images.push(item);
    } else {
      const { image } = await loadSources(db, { workspaceId: 0, user, role: null }, { image: item }).catch(() => {
        throw ValidationError.field('profile_images', 'Each new profile image must be a PNG, JPEG, GIF or WebP image you uploaded.');
      });
      images.push(await publishImage(media, image!, 'artists' as 'albums'));
    }
  }
  return { images, removed: current.filter((url) => !images.includes(url)) };
}

/** Published profile images nobody uses any more (each has a key of its own). */
const removeImages = (media: R2Bucket, urls: string[]) =>
  Promise.all(urls.filter((url) => url.startsWith('/storage/images/artists/')).map((url) => media.delete(url.slice('/storage/'.length))));

/** The writes that replace an artist's genres and managers (the first manager is also artists.owner_id). */
function relationWrites(db: Db, artistId: number, input: Partial<ArtistInput>): SqliteBatchItem[] {
  const writes: SqliteBatchItem[] = [];
  if (input.genres) {
    writes.push(
      ...taxonomyLinkWrites(db, 'genre', artistId, input.genres, {
        clear: db.delete(artistGenres).where(eq(artistGenres.artist_id, artistId)),
        // The artist's plays go along (artist_genres.artist_plays, decision 022; the insert trigger would fill them too); `WHERE true`: SQLite needs a WHERE before ON CONFLICT in INSERT ... SELECT.
        link: (rows) => db.insert(artistGenres).select(sql`SELECT r.*, (SELECT a.plays FROM artists a WHERE a.id = ${artistId}) FROM (${rows}) r WHERE true`).onConflictDoNothing(),
      }),
    );
  }
  if (input.managers) {
    writes.push(db.delete(artistManagers).where(eq(artistManagers.artist_id, artistId)));
    if (input.managers.length) writes.push(db.insert(artistManagers).values(input.managers.map((user_id, position) => ({ artist_id: artistId, user_id, position }))));
    writes.push(db.update(artists).set({ owner_id: input.managers[0] ?? null }).where(eq(artists.id, artistId)));
  }
  return writes;
}

/**
 * PUT artists/{id}: admin.access edits any artist; a manager of the artist
 * (artist_managers, or its backstage owner) who holds music.create edits
 * their own. Unknown ids are 404 before anyone learns more.
 */
const mayEditArtist = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  const isAdmin = userHasPermission(user, ADMIN);
  if (!isAdmin && !userHasPermission(user, MUSIC_CREATE)) throw forbidden();
  const id = Number(c.req.param('id'));
  const managed = sql<number>`("artists"."owner_id" = ${user.id} OR EXISTS (SELECT 1 FROM artist_managers am WHERE am.artist_id = "artists"."id" AND am.user_id = ${user.id}))`;
  const [row] = Number.isSafeInteger(id) ? await c.get('db').select({ managed }).from(artists).where(eq(artists.id, id)).limit(1) : [];
  if (!row) throw notFound();
  if (!isAdmin && !row.managed) throw forbidden();
  await next();
});

/** docs/api/catalog-admin.md, Artists: the edit form's read, create (admin.access) and edit. */
export const artistWriteRoutes = new Hono<AppEnv>()
  .get('/admin/artists/:id{[0-9]+}', requireAuth, mayEditArtist, validate('param', artistParam), responds(artistAnswer), async (c) => {
    return c.json({ artist: await loadAdminArtist(c.get('db'), c.req.valid('param').id) });
  })
  .post('/artists', requireAuth, requirePermission(ADMIN), validate('json', artistBody), responds(artistAnswer, 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    await checkManagers(db, input.managers);
    const image = await artistImage(db, c.env.MEDIA, c.get('user')!, input.image_entry_id);
    const profile = await profileImages(db, c.env.MEDIA, c.get('user')!, [], input.profile_images);
    const [created] = await db
      .insert(artists)
      .values({
        name: input.name,
        image: image ?? null,
        description: input.bio ?? null,
        links: input.links ?? [],
        profile_images: profile?.images ?? [],
        verified: input.verified ?? false,
      })
      .returning({ id: artists.id });
    const writes = relationWrites(db, created.id, input);
    try {
      if (writes.length) await db.batch(asBatch(writes));
    } catch (error) {
      await db.delete(artists).where(eq(artists.id, created.id));
      throw error;
    }
    return c.json({ artist: await loadAdminArtist(db, created.id) }, 201);
  })
  .put('/artists/:id{[0-9]+}', requireAuth, mayEditArtist, validate('param', artistParam), validate('json', artistUpdateBody), responds(artistAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    const user = c.get('user')!;
    // Verification and who manages an artist are the admins' call.
    if ((input.verified !== undefined || input.managers !== undefined) && !userHasPermission(user, ADMIN)) throw forbidden();
    await checkManagers(db, input.managers);
    const image = await artistImage(db, c.env.MEDIA, user, input.image_entry_id);
    const [current] = await db.select({ profile_images: artists.profile_images }).from(artists).where(eq(artists.id, id));
    const profile = await profileImages(db, c.env.MEDIA, user, current.profile_images, input.profile_images);
    const set = {
      updated_at: isoNow,
      ...(input.name !== undefined && { name: input.name }),
      ...(image !== undefined && { image }),
      ...(input.bio !== undefined && { description: input.bio }),
      ...(input.links !== undefined && { links: input.links }),
      ...(input.verified !== undefined && { verified: input.verified }),
      ...(profile && { profile_images: profile.images }),
    };
    await db.batch(asBatch([db.update(artists).set(set).where(eq(artists.id, id)), ...relationWrites(db, id, input)]));
    if (profile?.removed.length) c.executionCtx.waitUntil(removeImages(c.env.MEDIA, profile.removed));
    return c.json({ artist: await loadAdminArtist(db, id) });
  });
