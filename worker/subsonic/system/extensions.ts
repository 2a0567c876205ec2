import type { SubsonicAnswer, SubsonicRequest } from '../subsonic-types';

/** A method anyone may call, signed in or not: it gets no user. */
export type PublicSubsonicHandler = (request: Omit<SubsonicRequest, 'user'>) => Promise<SubsonicAnswer>;

/** The OpenSubsonic extensions this server implements, each at version 1 (docs/api/subsonic.md, "Extensions"). */
export const EXTENSIONS = ['formPost', 'apiKeyAuthentication', 'songLyrics', 'transcodeOffset'] as const;

/** OpenSubsonic requires this one to answer without credentials: apps ask before they sign in. */
export const getOpenSubsonicExtensions: PublicSubsonicHandler = async () => ({
  openSubsonicExtensions: EXTENSIONS.map((name) => ({ name, versions: [1] })),
});
