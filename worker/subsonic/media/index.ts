import type { SubsonicMethods } from '../subsonic-types';

/** The media methods (docs/api/subsonic.md, "Methods"). */
export const mediaMethods: SubsonicMethods = {};
