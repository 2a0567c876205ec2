import type { SubsonicMethods } from '../subsonic-types';

/** The system methods (docs/api/subsonic.md, "Methods"). */
export const systemMethods: SubsonicMethods = {};
