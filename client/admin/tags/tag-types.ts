/** A row of GET tags (docs/api/admin.md, "Tags"). */
export type AdminTag = { id: number; name: string; display_name: string; tracks_count: number; albums_count: number; created_at: string; updated_at: string };

/** A tag's name as its URL slug, as the server takes it: lower-case words joined by dashes. */
export const tagSlug = (text: string) =>
  text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[/?#%\\]/g, '')
    .replace(/\s+/g, '-');
