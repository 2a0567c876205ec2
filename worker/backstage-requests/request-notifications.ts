import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { BackstageRequestRow } from '../../db/backstage-requests';
import { notifyFromRequest } from '../notifications/notify-users';
import { keyLine, textLine } from '../notifications/notification-lines';
import type { NewNotification } from '../notifications/store-notifications';
import { requestSubmittedPath } from './request-constants';

/** Translation keys, written out so the English keys' extraction finds them. */
const LINES: Record<BackstageRequestRow['type'], Record<'approved' | 'denied', string>> = {
  'become-artist': { approved: 'Your request to become :artist was approved', denied: 'Your request to become :artist was denied' },
  'claim-artist': { approved: 'Your claim of :artist was approved', denied: 'Your claim of :artist was denied' },
  'verify-artist': { approved: ':artist is now verified', denied: 'Your request to verify :artist was denied' },
};

/** The requester hears of the decision, in the app and by email per their channels; the note (if any) follows. */
export function reviewNotification(request: BackstageRequestRow, decision: 'approved' | 'denied', note: string | null): NewNotification {
  const key = LINES[request.type][decision];
  return {
    type: decision === 'approved' ? 'backstage.approved' : 'backstage.denied',
    data: {
      image: request.image,
      lines: [keyLine(key, { artist: request.artist_name }, { type: 'primary' }), ...(note ? [textLine(note, { type: 'secondary' })] : [])],
      mainAction: { action: requestSubmittedPath(request.id), label: 'View request' },
    },
  };
}

export const notifyReview = (c: Context<AppEnv>, request: BackstageRequestRow, decision: 'approved' | 'denied', note: string | null) =>
  notifyFromRequest(c, [request.user_id], reviewNotification(request, decision, note));
