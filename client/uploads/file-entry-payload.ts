/** docs/api/uploads.md (SPEC section 3): what every upload route answers with; the worker's own type. */
export type { AudioMetadata, FileEntryPayload } from '../../worker/file-entries/file-entry-payload';
