// The Jam's JSON shapes (docs/api/jam.md): the HTTP answers as zod schemas the
// OpenAPI document publishes, and the socket's messages in both directions.
// The client imports the types only.
import { z } from 'zod';
import { TrackPayload } from '../music/music-types';
import { JAM_ADD_MAX, JAM_CODE_PATTERN } from './jam-constants';

export const JamPerson = z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }).meta({ id: 'JamPerson' });
export type JamPerson = z.infer<typeof JamPerson>;

export const JamListener = JamPerson.extend({
  /** When they joined (ms since the epoch): the longest present is first in line when the host passes the Jam on. */
  joined_at: z.number(),
  /** Whether a socket of theirs is open now. */
  online: z.boolean(),
}).meta({ id: 'JamListener' });
export type JamListener = z.infer<typeof JamListener>;

export const JamQueueItem = z.object({ id: z.int(), track: TrackPayload, added_by: JamPerson }).meta({ id: 'JamQueueItem' });
export type JamQueueItem = z.infer<typeof JamQueueItem>;

export const HOST_LEAVE_CHOICES = ['end', 'pass'] as const;
export type HostLeaveChoice = (typeof HOST_LEAVE_CHOICES)[number];

export const JamSettings = z
  .object({
    guests_can_control: z.boolean(),
    /** What happens when the host leaves without saying, or stays away past the grace period. */
    on_host_leave: z.enum(HOST_LEAVE_CHOICES),
  })
  .meta({ id: 'JamSettings' });
export type JamSettings = z.infer<typeof JamSettings>;

/**
 * Where the Jam plays: the item at `index`, at `position_ms` at the Jam's
 * clock time `at_server_ms` (moving on in real time while `playing`).
 */
export const JamPlayback = z
  .object({
    index: z.int(),
    item_id: z.int().nullable(),
    playing: z.boolean(),
    position_ms: z.number(),
    at_server_ms: z.number(),
  })
  .meta({ id: 'JamPlayback' });
export type JamPlayback = z.infer<typeof JamPlayback>;

export const JAM_STATUSES = ['active', 'ended'] as const;

export const JamView = z
  .object({
    code: z.string(),
    /** The join link's path (`/jam/{code}`). */
    url: z.string(),
    status: z.enum(JAM_STATUSES),
    host_id: z.int(),
    settings: JamSettings,
    listeners: z.array(JamListener),
    queue: z.array(JamQueueItem),
    playback: JamPlayback,
    /** Bumped by every change; a client keeps the newest it has seen. */
    version: z.int(),
  })
  .meta({ id: 'Jam' });
export type JamView = z.infer<typeof JamView>;

/** What the join page shows someone who is not in the Jam yet. */
export const JamPreview = z
  .object({
    code: z.string(),
    host: JamPerson,
    listeners: z.array(JamPerson),
    listener_count: z.int(),
    full: z.boolean(),
    now_playing: TrackPayload.nullable(),
  })
  .meta({ id: 'JamPreview' });
export type JamPreview = z.infer<typeof JamPreview>;

export const JamAnswer = z.object({ jam: JamView }).meta({ id: 'JamAnswer' });
export const JamPreviewAnswer = z.object({ preview: JamPreview }).meta({ id: 'JamPreviewAnswer' });

// Requests.
export const jamCodeParam = z.object({ code: z.string().regex(JAM_CODE_PATTERN, 'Not a Jam code.') });
export const jamListenerParam = jamCodeParam.extend({ userId: z.coerce.number().int().positive() });
const trackIds = z.array(z.int().positive()).min(1).max(JAM_ADD_MAX);
export const createJamBody = z.object({
  track_ids: trackIds,
  /** The item of `track_ids` that plays first (the player's current track). */
  index: z.int().min(0).default(0),
  position_ms: z.number().min(0).default(0),
  playing: z.boolean().default(true),
  settings: JamSettings.partial().optional(),
});
export const addToJamBody = z.object({ track_ids: trackIds });
export const leaveJamBody = z.object({
  /** The host's choice for this leave (their setting when left out); ignored for a guest. */
  then: z.enum(HOST_LEAVE_CHOICES).optional(),
  /** With `then: 'pass'`: who becomes the host (the longest-present listener when left out). */
  to: z.int().positive().optional(),
});
export const jamSettingsBody = JamSettings.partial().refine((s) => Object.keys(s).length > 0, 'Nothing to change.');

// The socket (docs/api/jam.md, "The socket").
export const jamClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), id: z.int(), client_ms: z.number() }),
  z.object({ type: z.literal('play') }),
  z.object({ type: z.literal('pause') }),
  z.object({ type: z.literal('seek'), position_ms: z.number().min(0) }),
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('previous') }),
  z.object({ type: z.literal('jump'), item_id: z.int() }),
  z.object({ type: z.literal('ended'), item_id: z.int() }),
  z.object({ type: z.literal('remove-item'), item_id: z.int() }),
]);
export type JamClientMessage = z.infer<typeof jamClientMessage>;
export type JamCommand = Exclude<JamClientMessage, { type: 'ping' }>;

export type JamEndReason = 'host-ended' | 'host-left' | 'host-away';
export type JamServerMessage =
  | { type: 'pong'; id: number; client_ms: number; server_ms: number }
  | { type: 'state'; jam: JamView; server_ms: number }
  | { type: 'playback'; playback: JamPlayback; version: number; server_ms: number }
  | { type: 'ended'; reason: JamEndReason }
  | { type: 'removed' }
  | { type: 'error'; code: 'forbidden' | 'invalid'; message: string };

/** Close codes the Jam's socket ends with (the client does not reconnect after them). */
export const JAM_CLOSE = { ended: 4000, removed: 4003, notMember: 4004 } as const;
