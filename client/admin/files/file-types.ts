/** A row of GET file-entries (docs/api/admin.md, "Files"). */
export type AdminFile = {
  id: number;
  name: string;
  mime: string;
  extension: string;
  file_size: number;
  user_id: number;
  deleted_at: string | null;
  created_at: string;
  owner: { id: number; name: string; image: string | null } | null;
};

/** The family the list's type filter names (audio, image, other), from the MIME type. */
export const fileFamily = (mime: string): 'audio' | 'image' | 'other' => (mime.startsWith('audio/') ? 'audio' : mime.startsWith('image/') ? 'image' : 'other');
