import { trans } from '../../i18n/trans';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIZE_LABEL, AVATAR_MIME_TYPES } from '../account-constants';

/** SPEC section 5: the client-side check before uploading; null when the file may be sent. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return trans('This file type is not allowed');
  if (file.size > AVATAR_MAX_BYTES) {
    return trans('file exceeds maximum allowed size of :size', { size: AVATAR_MAX_SIZE_LABEL });
  }
  return null;
}
