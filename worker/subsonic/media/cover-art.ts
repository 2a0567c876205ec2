import { IMAGE_KEY } from '../../media/image-routes';
import { serveImage } from '../../media/serve-image';
import { parseTypedId } from '../subsonic-ids';
import { notFound, type SubsonicHandler } from '../subsonic-types';
import { coverImageOf } from './cover-image';

/**
 * Covers are asked for with the app's credentials in the URL, so only the
 * app's own cache may keep them: a week, then the ETag answers with 304. Not
 * `immutable` like /storage/images/: the same coverArt id shows a new image
 * when the album's cover is replaced.
 */
export const COVER_CACHE_CONTROL = 'private, max-age=604800';

/**
 * `getCoverArt` (docs/api/subsonic.md, "Media"): `id` is a coverArt value
 * (`al-3`, `ar-5`, `tr-12`, `pl-9`; a plain id is a song). The image comes
 * from R2 as /storage/images/ serves it (worker/media/serve-image.ts), an
 * external image as a 302 to its URL; no image is error 70. `size` is read
 * (error 0 when not a number) and the original answered: see resizeCover.
 */
export const getCoverArt: SubsonicHandler = async ({ c, user, params }) => {
  const { kind, id } = parseTypedId(params.required('id'));
  params.int('size', { min: 1 });
  const image = await coverImageOf(c.get('db'), kind, id, user.id);
  if (image?.startsWith('https://')) return c.redirect(image, 302);
  const key = image?.startsWith('/storage/') ? image.slice('/storage/'.length) : null;
  const answer = key && IMAGE_KEY.test(key) ? await serveImage(c.req.raw, c.env.MEDIA, key, COVER_CACHE_CONTROL) : null;
  if (!answer) throw notFound('Cover art');
  return answer;
};
