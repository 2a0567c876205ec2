import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { channelItems, channels } from '../../../db/music-catalog';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { adminListRoutes } from '../list/list-routes';
import { idList } from '../list/id-list';
import { channelBody } from './channel-body';
import { channelsList } from './channels-list';
import { CHANNEL_ITEM_MODELS } from './channel-admin-types';
import { adminChannel, adminChannelByParam, channelValues, checkChannelRefs, inIds, itemWrites, previewChannel, setHomeWrites, SLUG_TAKEN } from './channel-editor';
import { searchChannelItems } from './channel-search-items';
import { responds } from '../../http/responds';
import { DeletedAnswer } from '../../http/response-fields';
import { AdminChannelAnswer } from './channel-admin-schemas';
import { ChannelItem, ChannelPayload } from '../../music/music-types';

const ADMIN = 'admin.access';
const idParam = z.object({ id: z.coerce.number().int().positive() });
const slugOrIdParam = z.object({ slugOrId: z.string().trim().min(1).max(100) });
const searchQuery = z.object({ model: z.enum(CHANNEL_ITEM_MODELS), query: z.string().max(100).default('') });
const previewBody = channelBody.and(z.object({ id: z.number().int().positive().optional() }));
/** The genre a restricted channel's page names ({slugOrId}/{restriction}), as the public route takes it. */
const previewQuery = z.object({ restriction: z.string().trim().toLowerCase().max(100).optional() });

/** A unique-index failure of the slug (a race between two saves) is the same 422 as the check before it. */
function slugRace(error: unknown): never {
  if (String((error as Error)?.message ?? error).includes('channels.slug')) throw ValidationError.field('slug', SLUG_TAKEN);
  throw error;
}

/**
 * docs/api/channels-admin.md (admin.access): the channels list, create, edit,
 * bulk delete, set as home, the editor's item search and live preview. Saved
 * channels reach listeners at once in this isolate (app.ts forgets the
 * catalog cache after every write) and within the cache's TTL elsewhere.
 */
export const channelAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/channels', ADMIN, channelsList))
  .get('/admin/channels/search-items', requirePermission(ADMIN), validate('query', searchQuery), responds(z.object({ items: z.array(ChannelItem) })), async (c) => {
    const { model, query } = c.req.valid('query');
    return c.json({ items: await searchChannelItems(c.get('db'), model, query) });
  })
  .post('/admin/channels/preview', requirePermission(ADMIN), validate('query', previewQuery), validate('json', previewBody), responds(z.object({ channel: ChannelPayload })), async (c) => {
    const { id, ...body } = c.req.valid('json');
    return c.json({ channel: await previewChannel(c.get('db'), body, c.req.valid('query').restriction || undefined, id) });
  })
  .get('/admin/channels/:slugOrId', requirePermission(ADMIN), validate('param', slugOrIdParam), responds(AdminChannelAnswer), async (c) =>
    c.json({ channel: await adminChannelByParam(c.get('db'), c.req.valid('param').slugOrId) }),
  )
  .post('/channels', requirePermission(ADMIN), validate('json', channelBody), responds(AdminChannelAnswer, 201), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    await checkChannelRefs(db, body);
    const created = sql`(SELECT id FROM channels WHERE slug = ${body.slug})`;
    await db.batch([db.insert(channels).values(channelValues(body)), ...itemWrites(db, created, body)]).catch(slugRace);
    return c.json({ channel: await adminChannel(db, { slug: body.slug }) }, 201);
  })
  .put('/channels/:id', requirePermission(ADMIN), validate('param', idParam), validate('json', channelBody), responds(AdminChannelAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.get('db');
    await adminChannel(db, { id });
    await checkChannelRefs(db, body, id);
    await db.batch([db.update(channels).set({ ...channelValues(body), updated_at: isoNow }).where(eq(channels.id, id)), ...itemWrites(db, id, body)]).catch(slugRace);
    return c.json({ channel: await adminChannel(db, { id }) });
  })
  .post('/admin/channels/:id/home', requirePermission(ADMIN), validate('param', idParam), responds(AdminChannelAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const channel = await adminChannel(db, { id });
    if (!channel.public) throw ValidationError.field('public', 'A hidden channel cannot be the home page: make it public first.');
    await db.batch(setHomeWrites(db, id) as [ReturnType<typeof setHomeWrites>[0], ...ReturnType<typeof setHomeWrites>]);
    return c.json({ channel: await adminChannel(db, { id }) });
  })
  .delete('/channels/:ids', requirePermission(ADMIN), validate('param', z.object({ ids: idList('Name channels by their ids, comma-separated.') })), responds(DeletedAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const found = await db.select({ id: channels.id, is_home: channels.is_home }).from(channels).where(inIds(channels.id, ids));
    if (!found.length) throw notFound();
    if (found.some((channel) => channel.is_home)) throw ValidationError.field('ids', 'The home page channel cannot be deleted: set another channel as the home page first.');
    const gone = found.map((channel) => channel.id);
    // One batch: the channels, their items, and their places in other channels go together.
    await db.batch([
      db.delete(channelItems).where(sql`${channelItems.item_type} = 'channel' AND ${inIds(channelItems.item_id, gone)}`),
      db.delete(channelItems).where(inIds(channelItems.channel_id, gone)),
      db.delete(channels).where(inIds(channels.id, gone)),
    ]);
    return c.json({ deleted: gone.length });
  });
