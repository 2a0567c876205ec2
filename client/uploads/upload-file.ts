import type { UploadOptions } from './upload-types';

/** The folder-relative path of a file, if it came from a folder pick or drop. */
export function relativePathOf(file: File, options: UploadOptions = {}): string {
  return options.relativePath ?? file.webkitRelativePath ?? '';
}

/** Lower-case extension without the dot, '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * SPEC section 3: an uploaded file is recognised across page loads by its
 * name, size, mime, last modified date and relative path, so a re-picked
 * file finds its saved resumable state.
 */
export function uploadFingerprint(file: File, options: UploadOptions = {}): string {
  return ['be-upload', file.name, file.size, file.type || 'application/octet-stream', file.lastModified, relativePathOf(file, options)]
    .map(String)
    .join('|');
}
