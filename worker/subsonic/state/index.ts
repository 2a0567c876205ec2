import type { SubsonicMethods } from '../subsonic-types';
import { starMethods } from './star-methods';
import { scrobbleMethods } from './scrobble-methods';

/** The state methods (docs/api/subsonic.md, "Methods" and "One library, two doors"). */
export const stateMethods: SubsonicMethods = { ...starMethods, ...scrobbleMethods };
