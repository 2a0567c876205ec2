// The backstage requests contract, shared by worker and client: zod schemas
// the OpenAPI document publishes, and the types derived from them (the
// client imports the types only).
import { z } from 'zod';
import {
  BACKSTAGE_REQUEST_STATES,
  BACKSTAGE_REQUEST_TYPES,
  BACKSTAGE_REQUESTER_ROLES,
  type BackstageRequesterRole,
  type BackstageRequestState,
  type BackstageRequestType,
} from '../../db/backstage-requests';
import { ArtistLink } from '../music/music-types';
import { timestamp } from '../http/response-fields';

export type { BackstageRequesterRole, BackstageRequestState, BackstageRequestType };

export const RequestAttachment = z.object({ id: z.int(), name: z.string(), mime: z.string(), file_size: z.int(), url: z.string() });
export type RequestAttachment = z.infer<typeof RequestAttachment>;

const listedFields = {
  id: z.int(),
  type: z.enum(BACKSTAGE_REQUEST_TYPES),
  status: z.enum(BACKSTAGE_REQUEST_STATES),
  artist_name: z.string(),
  artist_id: z.int().nullable(),
  requester_role: z.enum(BACKSTAGE_REQUESTER_ROLES),
  reviewed_at: timestamp.nullable(),
  created_at: timestamp,
};

/** One request as its requester and the admins read it (GET backstage-requests/{id}). */
export const BackstageRequestPayload = z
  .object({
    ...listedFields,
    image: z.string().nullable(),
    bio: z.string().nullable(),
    links: z.array(ArtistLink),
    message: z.string().nullable(),
    note: z.string().nullable(),
    /** `email` only for admins. */
    user: z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), email: z.string().optional() }),
    /** The claimed, verified or (once approved) created artist; null when it was deleted. */
    artist: z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), verified: z.boolean() }).nullable(),
    attachments: z.array(RequestAttachment),
  })
  .meta({ id: 'BackstageRequest' });
export type BackstageRequestPayload = z.infer<typeof BackstageRequestPayload>;

/** A row of the admin list (GET backstage-requests). */
export const AdminBackstageRequestRow = z.object({
  ...listedFields,
  user: z.object({ id: z.int(), name: z.string(), email: z.string(), image: z.string().nullable() }),
});
export type AdminBackstageRequestRow = z.infer<typeof AdminBackstageRequestRow>;
