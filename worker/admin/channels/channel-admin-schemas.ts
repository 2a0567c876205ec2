import { z } from 'zod';
import { CHANNEL_CONTENT_TYPES, CHANNEL_LAYOUTS, CHANNEL_RESTRICTIONS, CHANNEL_SORTS, CHANNEL_SOURCES } from '../../../db/music-catalog';
import { describes } from '../../http/responds';
import { timestamp } from '../../http/response-fields';
import { ChannelItem } from '../../music/music-types';
import type { AdminChannelPayload } from './channel-admin-types';

/** docs/api/channels-admin.md: a channel as the editor loads and saves it (channel-admin-types.ts). */
export const AdminChannelSchema = describes<AdminChannelPayload>()(
  z
    .object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      layout: z.enum(CHANNEL_LAYOUTS),
      content_type: z.enum(CHANNEL_CONTENT_TYPES),
      source: z.enum(CHANNEL_SOURCES),
      source_genre: z.string().nullable(),
      item_limit: z.int(),
      hide_title: z.boolean(),
      is_home: z.boolean(),
      sort_order: z.enum(CHANNEL_SORTS),
      restriction: z.enum(CHANNEL_RESTRICTIONS).nullable(),
      public: z.boolean(),
      seo_title: z.string().nullable(),
      seo_description: z.string().nullable(),
      created_at: timestamp,
      updated_at: timestamp,
      items: z.array(ChannelItem),
    })
    .meta({ id: 'AdminChannel' }),
);

export const AdminChannelAnswer = z.object({ channel: AdminChannelSchema });
