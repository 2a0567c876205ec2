import type { SubsonicMethods } from '../subsonic-types';

/** The browse methods (docs/api/subsonic.md, "Methods"). */
export const browseMethods: SubsonicMethods = {};
