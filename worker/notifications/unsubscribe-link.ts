import { signUrl, verifySignedUrl } from '../storage/url-signing';
import { isNotificationType, type NotificationType } from './notification-types';

export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe';
/** A year: an old email's link still works for as long as anyone keeps such mail. */
const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 60 * 60;

/**
 * A link that switches off one type's emails for one user without signing
 * in, signed with the worker's URL-signing key (docs/decisions/011): the
 * signature is the authorization, so nobody can unsubscribe someone else.
 */
export function unsubscribeUrl(env: Env, origin: string, userId: number, type: NotificationType): Promise<string> {
  return signUrl(env, 'POST', origin, UNSUBSCRIBE_PATH, { user: String(userId), type }, UNSUBSCRIBE_TTL_SECONDS);
}

/** The user and type a link names, when its signature holds. */
export async function readUnsubscribeUrl(env: Env, url: URL): Promise<{ userId: number; type: NotificationType } | null> {
  if (!(await verifySignedUrl(env, 'POST', url))) return null;
  const userId = Number(url.searchParams.get('user'));
  const type = url.searchParams.get('type') ?? '';
  return Number.isSafeInteger(userId) && userId > 0 && isNotificationType(type) ? { userId, type } : null;
}
