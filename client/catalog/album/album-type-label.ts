import type { AlbumPayload } from '../../../worker/music/music-types';
import { trans } from '../../i18n/trans';

export const albumTypeLabel = (type: AlbumPayload['type']) => (type === 'ep' ? trans('EP') : type === 'single' ? trans('Single') : trans('Album'));
