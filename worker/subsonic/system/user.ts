import { eq } from 'drizzle-orm';
import { users } from '../../../db/users';
import { loadAuthUser } from '../../permissions/load-user';
import { userHasPermission, type AuthUser } from '../../permissions/auth-user';
import { notFound, SUBSONIC_ERROR, SubsonicError, type SubsonicHandler } from '../subsonic-types';
import { MUSIC_FOLDER_ID } from './server';

/**
 * The OpenSubsonic User, its roles read from the web app's permissions: what
 * the web app would let this user do, the app may offer. Podcasts, the
 * jukebox, shares and videos do not exist here.
 */
export function subsonicUserOf(user: AuthUser) {
  const can = (permission: string) => userHasPermission(user, permission);
  return {
    username: user.email,
    email: user.email,
    scrobblingEnabled: can('music.play'),
    adminRole: can('admin'),
    settingsRole: true,
    downloadRole: can('music.download'),
    uploadRole: can('music.create'),
    playlistRole: can('playlists.create'),
    coverArtRole: can('music.view'),
    commentRole: can('comments.create'),
    podcastRole: false,
    streamRole: can('music.play'),
    jukeboxRole: false,
    shareRole: false,
    videoConversionRole: false,
    folder: [MUSIC_FOLDER_ID],
  };
}

/** `username` is an email; only admins may ask about someone else (as the Subsonic API says). */
export const getUser: SubsonicHandler = async ({ c, user, params }) => {
  const username = params.required('username');
  if (username === user.email) return { user: subsonicUserOf(user) };
  if (!userHasPermission(user, 'admin')) throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, 'You may only see your own user');
  const db = c.get('db');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, username)).limit(1);
  const other = row && (await loadAuthUser(db, row.id));
  if (!other) throw notFound('User');
  return { user: subsonicUserOf(other) };
};
