import type { SubsonicMethods } from './subsonic-types';
import { systemMethods } from './system';
import { browseMethods } from './browse';
import { stateMethods } from './state';
import { mediaMethods } from './media';

/** Every method the endpoint answers, by name (without `.view`). */
export const subsonicMethods: SubsonicMethods = { ...systemMethods, ...browseMethods, ...stateMethods, ...mediaMethods };
