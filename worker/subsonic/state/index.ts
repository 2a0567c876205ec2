import type { SubsonicMethods } from '../subsonic-types';

/** The state methods (docs/api/subsonic.md, "Methods"). */
export const stateMethods: SubsonicMethods = {};
