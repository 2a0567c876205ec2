import { ValidationError } from '../http/errors';

const MAX_NAME_LENGTH = 200;
const MAX_PATH_LENGTH = 500;

/** Control and format characters, and characters no file system keeps in a name. */
const UNSAFE = /[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu;

/**
 * A client's file name as a safe display name: the last path segment only
 * (`../../a.mp3` and `C:\x\a.mp3` become `a.mp3`), no control characters, no
 * leading dots, trimmed. It is shown to people; it never reaches a storage key.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const clean = lastSegment.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH) || 'file';
}

/** A name that tries to say where to store it (`../x.mp3`, `a/b.mp3`): File.name never does. */
const PATH_IN_NAME = /[\\/]|^\s*\.\.?\s*$/;

/**
 * The name of a new upload: refused (422 on `field`) when it carries a path,
 * else sanitized. Folder uploads send their folders in `relativePath`, which
 * is sanitized, never refused.
 */
export function acceptFileName(raw: string, field: string): string {
  if (PATH_IN_NAME.test(raw)) throw ValidationError.field(field, 'The file name may not contain a path.');
  return sanitizeFileName(raw);
}

/** A client-relative folder path for display: segments sanitized, `.` and `..` dropped. */
export function sanitizeRelativePath(raw: string | undefined | null): string {
  if (!raw) return '';
  return raw
    .split(/[\\/]/)
    .map((segment) => segment.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .filter((segment) => segment && segment !== '.' && segment !== '..')
    .join('/')
    .slice(0, MAX_PATH_LENGTH);
}

/** A lower-case extension of letters and digits only (at most 10), or ''. */
export function cleanExtension(raw: string | undefined | null): string {
  const ext = (raw ?? '').trim().replace(/^\./, '').toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** The extension of a (sanitized) name, e.g. `song.MP3` -> `mp3`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? cleanExtension(name.slice(dot + 1)) : '';
}

/** A MIME type as `type/subtype` in lower case, or the generic binary type. */
export function cleanMime(raw: string | undefined | null): string {
  const mime = (raw ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(mime) ? mime : 'application/octet-stream';
}
