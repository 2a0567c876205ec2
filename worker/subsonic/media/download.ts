import { findDownload } from '../../streaming/find-audio';
import { serveAudio } from '../../streaming/serve-audio';
import type { SubsonicHandler } from '../subsonic-types';
import { audioAnswer, requireMediaPermission } from './media-access';

/**
 * `download`: the web download route's answer (worker/streaming/routes.ts):
 * the original file as an attachment named "Artists - Title.ext", Range
 * supported, for users with music.download (error 50 otherwise). Songs
 * only: an album or folder id (`al-3`) is error 70, and so is a track whose
 * audio is hosted elsewhere.
 */
export const download: SubsonicHandler = async ({ c, user, params }) => {
  requireMediaPermission(user, 'music.download');
  const id = params.id('id');
  return audioAnswer(async () => {
    const { audio, disposition } = await findDownload(c.get('db'), id);
    return serveAudio(c.req.raw, c.env.MEDIA, audio, { 'Content-Disposition': disposition });
  });
};
