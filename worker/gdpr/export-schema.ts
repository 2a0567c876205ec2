import { z } from 'zod';
import { describes } from '../http/responds';
import { JsonValue } from '../http/response-fields';
import { GrantedPermission } from '../billing/billing-types';
import { AudioMetadata } from '../file-entries/file-entry-payload';
import type { accountData } from './account-data';
import { CONNECTION_STATUSES, SCROBBLE_SERVICES } from '../../db/scrobbling';
import type { libraryData } from './library-data';

// The data export (docs/api/accounts.md "Your data"), as the OpenAPI document
// publishes it. The parts read in one batch are tied to their statements'
// types; the two histories are streamed in pages (history-pages.ts).

const text = z.string();
const maybe = z.string().nullable();
const named = { id: z.int(), name: text };
const catalogRef = <T extends readonly [string, ...string[]]>(types: T) => z.object({ type: z.enum(types), id: z.int(), name: maybe, created_at: text });
const TRACK_OR_ALBUM = ['track', 'album'] as const;
/** A JSON column: drizzle types it `unknown`, the document says JSON. */
const stored = JsonValue as z.ZodType<unknown>;

const AccountPart = describes<Awaited<ReturnType<typeof accountData>>>()(
  z.object({
    account: z.object({
      id: z.int(),
      name: text,
      first_name: maybe,
      last_name: maybe,
      email: text,
      image: maybe,
      email_verified_at: maybe,
      banned_at: maybe,
      ban_reason: maybe,
      banned_until: maybe,
      language: text,
      country: maybe,
      timezone: text,
      two_factor_confirmed_at: maybe,
      created_at: text,
      updated_at: text,
      roles: z.array(z.object(named)),
      permissions: z.array(GrantedPermission),
    }),
    sessions: z.array(
      z.object({
        device_type: z.enum(['mobile', 'tablet', 'other']),
        platform: maybe,
        browser: maybe,
        ip_address: maybe,
        country: maybe,
        city: maybe,
        remember: z.boolean(),
        last_active: text,
        created_at: text,
        expires_at: text,
      }),
    ),
    social_profiles: z.array(z.object({ service_name: text, user_service_id: text, username: maybe, created_at: text })),
    access_tokens: z.array(z.object({ ...named, last_used_at: maybe, expires_at: maybe, created_at: text })),
    app_passwords: z.array(z.object({ ...named, last_used_at: maybe, created_at: text })),
    passkeys: z.array(z.object({ id: z.int(), name: text, device_type: text, backed_up: z.boolean(), last_used_at: maybe, created_at: text })),
    preferences: z.object({
      settings: z.array(z.object({ name: text, value: stored })),
      notification_channels: z.array(z.object({ notif_id: text, app: z.boolean(), email: z.boolean(), browser: z.boolean() })),
    }),
    workspaces: z.object({
      member_of: z.array(z.object({ ...named, role_id: z.int(), joined_at: text })),
      owned: z.array(z.object({ ...named, created_at: text })),
    }),
    scrobbling: z.array(z.object({ service: z.enum(SCROBBLE_SERVICES), account_name: text, status: z.enum(CONNECTION_STATUSES), last_scrobble_at: maybe, created_at: text })),
  }),
);

const LibraryPart = describes<Awaited<ReturnType<typeof libraryData>>>()(
  z.object({
    playlists: z.array(
      z.object({
        ...named,
        description: maybe,
        image: maybe,
        public: z.boolean(),
        collaborative: z.boolean(),
        created_at: text,
        updated_at: text,
        tracks: z.array(z.object({ ...named, added_at: text })),
      }),
    ),
    likes: z.array(catalogRef(TRACK_OR_ALBUM)),
    follows: z.array(catalogRef(['user', 'artist', 'playlist'] as const)),
    reposts: z.array(catalogRef(TRACK_OR_ALBUM)),
    comments: z.array(
      z.object({ id: z.int(), on_type: z.enum(TRACK_OR_ALBUM), on_id: z.int(), parent_id: z.int().nullable(), content: text, position: z.number().nullable(), created_at: text, updated_at: text }),
    ),
    uploads: z.array(
      z.object({
        ...named,
        mime: text,
        extension: text,
        file_size: z.int(),
        path: text,
        metadata: AudioMetadata.extend({ cover_key: text.optional() }).nullable(),
        created_at: text,
        deleted_at: maybe,
      }),
    ),
    managed_artists: z.array(z.object({ ...named, created_at: text })),
    albums: z.array(z.object({ ...named, created_at: text })),
  }),
);

/** The whole attachment: both parts, and the two histories streamed after them. */
export const DataExport = z.object({
  exported_at: text,
  ...AccountPart.shape,
  ...LibraryPart.shape,
  plays: z.array(
    z.object({ track_id: z.int(), track_name: text, country: maybe, device_type: maybe, platform: maybe, browser: maybe, played_at: text }),
  ),
  notifications: z.array(z.object({ id: text, type: text, data: JsonValue, read_at: maybe, created_at: text })),
});
