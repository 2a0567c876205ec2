/** tus 1.0.0 (https://tus.io/protocols/resumable-upload), the subset docs/api/uploads.md promises. */
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,termination';
export const TUS_CONTENT_TYPE = 'application/offset+octet-stream';
export const TUS_BASE_PATH = '/api/v1/tus/upload';
