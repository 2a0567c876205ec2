import type {
  ATTACHMENT_MAX_BYTES as WORKER_ATTACHMENT_MAX_BYTES,
  REQUEST_ATTACHMENTS_MAX as WORKER_ATTACHMENTS_MAX,
  REQUEST_MESSAGE_MAX as WORKER_MESSAGE_MAX,
  REVIEW_NOTE_MAX as WORKER_NOTE_MAX,
} from '../../worker/backstage-requests/request-constants';
import type { BackstageRequestType } from '../../worker/backstage-requests/request-types';

// Mirrors worker/backstage-requests/request-constants.ts (the client may import
// only types from the worker): these annotations fail to compile if they drift.
export const REQUEST_MESSAGE_MAX: typeof WORKER_MESSAGE_MAX = 2000;
export const REVIEW_NOTE_MAX: typeof WORKER_NOTE_MAX = 2000;
export const REQUEST_ATTACHMENTS_MAX: typeof WORKER_ATTACHMENTS_MAX = 5;
export const ATTACHMENT_MAX_BYTES: typeof WORKER_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

export const REQUEST_TYPES: BackstageRequestType[] = ['become-artist', 'claim-artist', 'verify-artist'];

/** Each type's title and pitch (translation keys), for the cards and the forms' headings. */
export const REQUEST_TYPE_TEXT: Record<BackstageRequestType, { title: string; description: string }> = {
  'become-artist': { title: 'Become an artist', description: 'Start a new artist profile: upload your music and see how it is played.' },
  'claim-artist': { title: 'Claim an artist', description: 'Your artist is already here? Show us who you are and manage their profile.' },
  'verify-artist': { title: 'Verify an artist', description: 'Get the verified badge for an artist you manage.' },
};

export const REQUESTER_ROLES = [
  { value: 'artist', label: 'I am the artist' },
  { value: 'manager', label: 'I am their manager' },
  { value: 'label', label: 'I represent their label' },
] as const;

export const STATUS_BADGES = {
  pending: { tone: 'neutral', label: 'Pending' },
  approved: { tone: 'positive', label: 'Approved' },
  denied: { tone: 'danger', label: 'Denied' },
} as const;
