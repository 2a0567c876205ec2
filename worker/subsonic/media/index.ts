import type { SubsonicMethods } from '../subsonic-types';
import { getCoverArt } from './cover-art';
import { download } from './download';
import { stream } from './stream';

/** The media methods (docs/api/subsonic.md, "Methods"). */
export const mediaMethods: SubsonicMethods = { stream, download, getCoverArt };
