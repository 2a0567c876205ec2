import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { ChannelPayload } from '../music/music-types';
import { loadChannel } from './channel-page';
import { memoize } from '../cache/memory-cache';

const slugOrIdParam = z.object({ slugOrId: z.string().trim().min(1).max(100) });

/** A genre name (lower-case slug) narrowing the channel's genre sources; empty means none. */
const channelQuery = z.object({
  restriction: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});

const channelAnswer = z.object({ channel: ChannelPayload });

/** docs/api/music.md, Catalog: the home page channel and any channel by slug or id. */
export const channelRoutes = new Hono<AppEnv>()
  .get('/channels/home', requirePermission('music.view'), responds(channelAnswer), async (c) => {
    return c.json({ channel: await memoize('channel:home', () => loadChannel(c.get('db'), { home: true })) });
  })
  .get('/channels/:slugOrId', requirePermission('music.view'), validate('param', slugOrIdParam), validate('query', channelQuery), responds(channelAnswer), async (c) => {
    const { slugOrId } = c.req.valid('param');
    const key = /^\d+$/.test(slugOrId) ? { id: Number(slugOrId) } : { slug: slugOrId };
    const { restriction } = c.req.valid('query');
    const channel = await memoize(`channel:${slugOrId}:${restriction ?? ''}`, () => loadChannel(c.get('db'), key, restriction));
    return c.json({ channel });
  });
