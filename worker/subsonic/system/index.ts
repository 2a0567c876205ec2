import type { SubsonicMethods } from '../subsonic-types';
import { getOpenSubsonicExtensions, type PublicSubsonicHandler } from './extensions';
import { getLicense, getMusicFolders, getScanStatus, ping, tokenInfo } from './server';
import { getUser } from './user';

/** The system methods (docs/api/subsonic.md, "Methods"). */
export const systemMethods: SubsonicMethods = { ping, getLicense, getMusicFolders, getScanStatus, getUser, tokenInfo };

/** Methods answered without credentials (worker/subsonic/routes.ts). */
export const publicSystemMethods: Record<string, PublicSubsonicHandler> = { getOpenSubsonicExtensions };
