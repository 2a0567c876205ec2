import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { AuthUser } from '../permissions/auth-user';
import type { SubsonicParams } from './subsonic-params';

/** The API version we answer with (`version`), and the one OpenSubsonic builds on. */
export const SUBSONIC_API_VERSION = '1.16.1';

/** Subsonic's error codes (docs/api/subsonic.md, "Errors"). */
export const SUBSONIC_ERROR = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  mechanismNotSupported: 42,
  conflictingMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  trialOver: 60,
  notFound: 70,
} as const;

/** Thrown anywhere under /rest: the endpoint answers it as a failed envelope (HTTP 200, as clients expect). */
export class SubsonicError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Data') => new SubsonicError(SUBSONIC_ERROR.notFound, `${what} not found`);

/** What a method handler gets: the signed-in user (app password), the merged parameters, the app's name (`c`). */
export type SubsonicRequest = {
  c: Context<AppEnv>;
  user: AuthUser;
  params: SubsonicParams;
  /** The `c` parameter: the app's name, e.g. "DSub". */
  client: string;
};

/**
 * A method's answer: the elements inside `subsonic-response`, in their JSON
 * form (e.g. `{ album: { id: '3', name: 'X', song: [...] } }`); `{}` for an
 * empty success. The endpoint adds status/version/type/serverVersion/openSubsonic
 * and writes XML from the same object (worker/subsonic/envelope.ts): scalar
 * properties become attributes, objects child elements, arrays repeated
 * elements of the property's name, and a string property named `value` the
 * element's text. Leave out undefined/null properties (they are dropped).
 * Binary answers (stream, download, getCoverArt) return a Response instead.
 */
export type SubsonicAnswer = Record<string, unknown>;

export type SubsonicHandler = (request: SubsonicRequest) => Promise<SubsonicAnswer | Response>;

/** The method table each part of worker/subsonic/ exports; the endpoint merges them (worker/subsonic/methods.ts). */
export type SubsonicMethods = Record<string, SubsonicHandler>;
