/**
 * docs/api/uploads.md (SPEC section 3): what every upload route answers with.
 * Declared here until the worker exports its own type for the client to import.
 */
export type FileEntryPayload = {
  id: number;
  url: string;
  file_size: number;
  name: string;
  mime: string;
  updated_at: string;
  extension: string;
  path: string;
  metadata?: {
    title?: string;
    artists?: string[];
    album?: string;
    track_number?: number;
    genre?: string;
    duration_ms?: number;
    cover_url?: string;
  } | null;
};
