import { HttpError } from '../../http/errors';
import { userHasPermission, type AuthUser } from '../../permissions/auth-user';
import { notFound, SUBSONIC_ERROR, SubsonicError } from '../subsonic-types';

/**
 * The web app's permission for the same act (SPEC section 6: music.play to
 * stream, music.download to download; admin grants all): without it, error 50.
 * Authentication has already refused banned users and those without music.view.
 */
export function requireMediaPermission(user: AuthUser, permission: 'music.play' | 'music.download'): void {
  if (!userHasPermission(user, permission)) throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, 'User is not authorized for the given operation.');
}

/**
 * Runs the web app's audio serving (worker/streaming/serve-audio.ts) under
 * /rest: its 404 (unknown track, no audio object) is Subsonic's error 70,
 * and its 416 stays an HTTP 416 with `Content-Range: bytes * /size`, the
 * answer a player's Range request expects (an envelope would be taken for audio).
 */
export async function audioAnswer(serve: () => Promise<Response>): Promise<Response> {
  try {
    return await serve();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 416) return new Response(null, { status: 416, headers: error.headers });
    if (error.status === 404) throw notFound('Song');
    throw error;
  }
}
