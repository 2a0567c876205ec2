import { IMAGE_KEY } from '../../media/image-routes';
import { serveImage } from '../../media/serve-image';
import { parseTypedId } from '../subsonic-ids';
import { notFound, type SubsonicHandler } from '../subsonic-types';
import { coverImageOf } from './cover-image';
import { canResize, serveResized } from './cover-resize';

/**
 * Covers are asked for with the app's credentials in the URL, so only the
 * app's own cache may keep them: a week, then the ETag answers with 304. Not
 * `immutable` like /storage/images/: the same coverArt id shows a new image
 * when the album's cover is replaced.
 */
export const COVER_CACHE_CONTROL = 'private, max-age=604800';

/** The largest `size` we scale to; apps ask for up to about 1,200 px. */
const MAX_COVER_SIZE = 2048;

/**
 * `getCoverArt` (docs/api/subsonic.md, "Media"): `id` is a coverArt value
 * (`al-3`, `ar-5`, `tr-12`, `pl-9`; a plain id is a song). The image comes
 * from R2 as /storage/images/ serves it (worker/media/serve-image.ts), an
 * external image as a 302 to its URL; no image is error 70. With `size`, a
 * raster cover is scaled down (cover-resize.ts); an SVG scales by itself and
 * is answered as it is, and so is a raster one the transform fails on.
 */
export const getCoverArt: SubsonicHandler = async ({ c, user, params }) => {
  const { kind, id } = parseTypedId(params.required('id'));
  const size = params.int('size', { min: 1, max: MAX_COVER_SIZE });
  const image = await coverImageOf(c.get('db'), kind, id, user.id);
  if (image?.startsWith('https://')) return c.redirect(image, 302);
  const key = image?.startsWith('/storage/') ? image.slice('/storage/'.length) : null;
  if (!key || !IMAGE_KEY.test(key)) throw notFound('Cover art');
  const resized = size && canResize(key) && c.req.method !== 'HEAD' ? await serveResized(c.req.raw, c.env, key, size, COVER_CACHE_CONTROL) : null;
  const answer = resized ?? (await serveImage(c.req.raw, c.env.MEDIA, key, COVER_CACHE_CONTROL));
  if (!answer) throw notFound('Cover art');
  return answer;
};
