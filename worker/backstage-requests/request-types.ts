// The backstage requests contract, shared by worker and client. Types only.
import type { BackstageRequesterRole, BackstageRequestState, BackstageRequestType } from '../../db/backstage-requests';
import type { ArtistLink } from '../../db/music-catalog';

export type { BackstageRequesterRole, BackstageRequestState, BackstageRequestType };

export type RequestAttachment = { id: number; name: string; mime: string; file_size: number; url: string };

/** One request as its requester and the admins read it (GET backstage-requests/{id}). */
export type BackstageRequestPayload = {
  id: number;
  type: BackstageRequestType;
  status: BackstageRequestState;
  artist_name: string;
  artist_id: number | null;
  requester_role: BackstageRequesterRole;
  image: string | null;
  bio: string | null;
  links: ArtistLink[];
  message: string | null;
  note: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** `email` only for admins. */
  user: { id: number; name: string; image: string | null; email?: string };
  /** The claimed, verified or (once approved) created artist; null when it was deleted. */
  artist: { id: number; name: string; image: string | null; verified: boolean } | null;
  attachments: RequestAttachment[];
};

/** A row of the admin list (GET backstage-requests). */
export type AdminBackstageRequestRow = Pick<BackstageRequestPayload, 'id' | 'type' | 'status' | 'artist_name' | 'artist_id' | 'requester_role' | 'reviewed_at' | 'created_at'> & {
  user: { id: number; name: string; email: string; image: string | null };
};
